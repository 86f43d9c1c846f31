import type { FieldValues } from 'react-hook-form';

import type { UploadOptions } from '../../../api/upload-options';
import type { ImageChoice } from './use-image-choice';
import type { SaveItemOptions } from './use-save-item';
import { useSaveItem } from './use-save-item';

interface SaveCatalogItemOptions<V extends FieldValues, O, S> extends Omit<
  SaveItemOptions<V, O, S>,
  'send' | 'onSettled' | 'draft'
> {
  image: ImageChoice;
  /** The item's id when editing, null when adding. */
  id: number | null;
  add: (body: O & { removeImage: boolean }, upload: UploadOptions) => Promise<S>;
  edit: (body: O & { removeImage: boolean; id: number }, upload: UploadOptions) => Promise<S>;
  /** The Edit row's fields the form's values stand for, unchecked (a draft's); the values by default. */
  draftFields?: (values: V) => object;
}

/** The save of a catalog item (cake, course): its fields with the picture, uploaded with progress. */
export function useSaveCatalogItem<V extends FieldValues, O, S>(options: SaveCatalogItemOptions<V, O, S>) {
  const { image, id, add, edit, draftFields = (values: V) => values, ...rest } = options;
  return useSaveItem<V, O, S>({
    ...rest,
    send: (values) => {
      const body = { ...values, removeImage: image.removeImage };
      return id === null ? add(body, image.upload()) : edit({ ...body, id }, image.upload());
    },
    onSettled: () => image.setProgress(null),
    draft: {
      body: (values) => ({
        fields: { ...draftFields(values), removeImage: image.removeImage },
        upload: image.upload(),
      }),
      dirty: () => rest.form.formState.isDirty || image.dirty,
    },
  });
}
