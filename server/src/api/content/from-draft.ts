/**
 * A live save that publishes a stored draft: the record's picture is the draft's (by its stored
 * key, not an upload), and the draft goes in the same transaction (`recordLiveSave`).
 */
export interface FromDraft {
  imageKey: string | null;
}
