import type { RequestKind, VisitorChange } from '@cakeshop/shared';

import type { Language } from './wording';

/** Everything a notification about a visitor's request may say, whatever its kind. */
export interface VisitorRequestNotice {
  /** The kind's name in the registry: its words are under its name in the translations. */
  kind: string;
  /** What a webhook is told happened (`cake_order.created`). */
  event: string;
  reference: string;
  status: string;
  language: Language;
  customerName: string;
  phone: string;
  email: string;
  notes: string;
  /** The cake's name or the course's title. */
  titleEn: string;
  titleAr: string;
  /** The pick-up day or the course's first day. */
  date: string | null;
  createdAt: string;
  total: number;
  currency: string;
  /** What was asked for, one line each, in both languages: the kind words its own. */
  lines: Record<Language, string[]>;
  /** The kind's own fields (quantity, branch, seats…), sent to the webhook as they are. */
  fields: Record<string, unknown>;
}

/** A visitor's own change on /track, as the staff and the webhook are told of it. */
export interface VisitorChangeNotice {
  kind: RequestKind;
  change: VisitorChange;
  reference: string;
  /** The status, day (ISO) or seats before and after. */
  from: string;
  to: string;
  customerName: string;
  phone: string;
}
