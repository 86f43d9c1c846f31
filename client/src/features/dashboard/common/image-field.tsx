import { IMAGE_TYPES } from '@cakeshop/shared/media';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';

import { formatMegabyteCount } from '../../../lib/format';
import type { TFunction } from '../../../lib/i18n';
import type { Language } from '../../../lib/language';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from 'react-i18next';
import { MAX_IMAGE_MB } from '../../../lib/image-check';
import type { ImageProblem } from '../../../lib/image-check';
import type { ImageChoice } from './use-image-choice';

const ACCEPT = IMAGE_TYPES.join(',');
const MEBIBYTE = 1024 * 1024;

function problemText(problem: ImageProblem, t: TFunction, language: Language): string {
  const max = formatMegabyteCount(MAX_IMAGE_MB, language);
  switch (problem.kind) {
    case 'type':
      return t('dashboard.image.errors.type');
    case 'size':
      // Rounded up, so a file just over the limit never reads as equal to it.
      return t('dashboard.image.errors.size', {
        size: formatMegabyteCount(Math.ceil((problem.bytes / MEBIBYTE) * 10) / 10, language),
        max,
      });
    case 'unreadable':
      return t('dashboard.image.errors.unreadable');
  }
}

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
  const language = useLanguage();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const percent = image.progress === null ? null : Math.round(image.progress * 100);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="image-field" data-invalid={image.problem ? 'true' : undefined}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="image-field__body">
        <div className="image-field__preview">
          {image.previewUrl ? (
            <img
              src={image.previewUrl}
              alt={t('dashboard.image.preview')}
              className="image-field__img"
              // A file with a picture's signature that still does not decode: no broken preview.
              onError={image.file ? image.rejectUnreadable : undefined}
            />
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
            aria-invalid={image.problem ? true : undefined}
            aria-describedby={image.problem ? `${hintId} ${errorId}` : hintId}
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
          <p className="field__hint" id={hintId}>
            {image.file
              ? image.file.name
              : t('dashboard.image.hint', { max: formatMegabyteCount(MAX_IMAGE_MB, language) })}
          </p>
          {image.problem && (
            <p className="field__error" id={errorId} role="alert">
              {problemText(image.problem, t, language)}
            </p>
          )}
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
