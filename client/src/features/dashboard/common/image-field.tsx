import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';

import type { ImageChoice } from './use-image-choice';

const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';

/** Choose, preview and remove a picture; shows the upload's progress while saving. */
export function ImageField({
  label,
  image,
  disabled = false,
}: {
  label: string;
  image: ImageChoice;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const percent = image.progress === null ? null : Math.round(image.progress * 100);
  return (
    <div className="image-field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="image-field__body">
        <div className="image-field__preview">
          {image.previewUrl ? (
            <img src={image.previewUrl} alt={t('dashboard.image.preview')} className="image-field__img" />
          ) : (
            <span className="image-field__none">{t('dashboard.image.none')}</span>
          )}
        </div>
        <div className="image-field__actions">
          <input
            ref={input}
            id={id}
            type="file"
            accept={ACCEPT}
            className="image-field__input"
            disabled={disabled}
            onChange={(event) => {
              image.choose(event.target.files?.[0] ?? null);
              event.target.value = '';
            }}
          />
          <button
            type="button"
            className="btn btn--secondary"
            disabled={disabled}
            onClick={() => input.current?.click()}
          >
            <ImagePlus aria-hidden="true" size={18} />
            {image.previewUrl ? t('dashboard.image.replace') : t('dashboard.image.choose')}
          </button>
          {image.previewUrl && (
            <button type="button" className="btn btn--ghost" disabled={disabled} onClick={image.remove}>
              <Trash2 aria-hidden="true" size={18} />
              {t('dashboard.image.remove')}
            </button>
          )}
          <p className="field__hint">{image.file ? image.file.name : t('dashboard.image.hint')}</p>
        </div>
      </div>
      {percent !== null && (
        <div className="image-field__progress">
          <progress max={100} value={percent} aria-label={t('common.upload.progress', { percent })} />
          <span aria-hidden="true">{percent}%</span>
        </div>
      )}
    </div>
  );
}
