import type { ContentState, PreviewLink } from '@cakeshop/shared';
import type { QueryKey } from '@tanstack/react-query';

import type { ContentRef } from '../../../api/content';

type Fields = Record<string, unknown>;

/**
 * What a form being edited as a draft knows of its record, and how it tells what it did. Apart
 * from draft-scope.tsx, which loads the dialogs that read it.
 */
export interface DraftScopeValue {
  ref: ContentRef;
  state: ContentState;
  /** The record as the site shows it now. */
  live: Fields;
  /** Query keys that show the record (its lists), refreshed once something goes live. */
  affected: readonly QueryKey[];
  /** After a draft action: the record's new state (and live record); the form starts again from them. */
  update: (state: ContentState, live?: Fields) => void;
  /** After a publish: the lists refresh (and a dialog closes). */
  published: (state: ContentState) => Promise<void>;
  /** Someone else's save wins: the form starts again from what is saved now. */
  reload: () => Promise<{ state: ContentState; live: Fields }>;
  showPreview: (link: PreviewLink) => void;
  showHistory: () => void;
}
