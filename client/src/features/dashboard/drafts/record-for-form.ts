import type { ContentState } from '@cakeshop/shared';

type Fields = Record<string, unknown>;

/**
 * What a form starts from: the live record with the draft's fields (and picture) over it, so
 * the editor goes on where the draft stopped; the live record when there is no draft.
 */
export function recordForForm(live: Fields, state: ContentState): Fields {
  const { draft } = state;
  if (!draft) return live;
  const picture =
    'imageUrl' in live ? { imageUrl: draft.imageUrl, imageSrcset: draft.imageSrcset ?? null } : {};
  return { ...live, ...draft.fields, ...picture };
}
