import type { ReactNode } from 'react';

import type { TFunction } from '../../lib/i18n';
import type { Language } from '../../lib/language';

/** What a screen needs to word a request's own facts. */
export interface Wording {
  t: TFunction;
  language: Language;
  currency: string;
  /** The shop's: every moment is read on its clock. */
  timeZone: string;
}

export interface Fact {
  label: string;
  value: ReactNode;
}
