import { MAX_CUSTOM_CAKE_PICTURES, megabytesToBytes, PICTURES_FIELD } from '@cakeshop/shared/media';
import type { ChangeEvent } from 'react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { imageProblem, MAX_IMAGE_MB } from '../../../lib/image-check';

interface Preview {
  name: string;
  url: string;
}

/**
 * The pictures' file input. As HTML it posts with the form (a page sent back to fix cannot keep
 * them: it says so); hydrated, it checks each chosen file as the API will (how many, picture by
 * its bytes, size) and shows previews, before anything is uploaded.
 */
export function PictureChoice({ sentBack }: { sentBack: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [previews, setPreviews] = useState<Preview[]>([]);
  const [problem, setProblem] = useState<string | undefined>();
  useEffect(() => () => previews.forEach((preview) => URL.revokeObjectURL(preview.url)), [previews]);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = Array.from(input.files ?? []);
    const refuse = (text: string) => {
      input.value = '';
      setPreviews([]);
      setProblem(text);
    };
    if (files.length > MAX_CUSTOM_CAKE_PICTURES)
      return refuse(t('site.customCake.tooMany', { count: MAX_CUSTOM_CAKE_PICTURES }));
    for (const file of files) {
      const found = await imageProblem(file, megabytesToBytes(MAX_IMAGE_MB));
      if (found?.kind === 'size')
        return refuse(t('site.customCake.tooLarge', { name: file.name, size: MAX_IMAGE_MB }));
      if (found) return refuse(t('site.customCake.notPicture', { name: file.name }));
    }
    setProblem(undefined);
    setPreviews(files.map((file) => ({ name: file.name, url: URL.createObjectURL(file) })));
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="field" data-invalid={problem ? 'true' : undefined}>
      <label className="field__label" htmlFor={id}>
        {t('site.customCake.pictures')}
      </label>
      <input
        id={id}
        type="file"
        name={PICTURES_FIELD}
        accept="image/jpeg,image/png,image/gif,image/webp"
        multiple
        className="field__input"
        aria-describedby={[hintId, problem ? errorId : ''].filter(Boolean).join(' ')}
        onChange={(event) => void onChange(event)}
      />
      <p className="field__hint" id={hintId}>
        {sentBack
          ? t('site.customCake.picturesAgain')
          : t('site.customCake.picturesHint', { count: MAX_CUSTOM_CAKE_PICTURES, size: MAX_IMAGE_MB })}
      </p>
      {problem && (
        <p className="field__error" id={errorId} role="alert">
          {problem}
        </p>
      )}
      {previews.length > 0 && (
        <ul className="custom-cake__previews">
          {previews.map((preview) => (
            <li key={preview.url}>
              <img src={preview.url} alt={preview.name} width={96} height={96} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
