import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** What a field's control needs to be tied to its label, hint and error. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps {
  label: string;
  /** The message shown under the field and announced with it. */
  error?: string | undefined;
  hint?: string | undefined;
  /**
   * A text with a limit: how long it is now and the most it takes, shown under it as it is typed.
   * The control takes more (no `maxLength` cuts it silently): the form refuses it and says why.
   */
  count?: { length: number; max: number } | undefined;
  /** The control's id; a generated one when absent. */
  id?: string | undefined;
  className?: string | undefined;
  children: (control: ControlProps) => ReactNode;
}

/**
 * Label, control, hint and error, tied together for assistive tech (aria-describedby). The control
 * itself (input, textarea, select) is the caller's: it spreads the props it is given.
 */
export function FieldFrame({ label, error, hint, count, id, className, children }: FieldFrameProps) {
  const { t } = useTranslation();
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const countId = count ? `${controlId}-count` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={['field', className].filter(Boolean).join(' ')} data-invalid={error ? 'true' : undefined}>
      <label className="field__label" htmlFor={controlId}>
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, countId, errorId].filter(Boolean).join(' ') || undefined,
      })}
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {count && (
        <p
          className="field__hint field__count"
          id={countId}
          data-over={count.length > count.max || undefined}
        >
          {t('dashboard.validation.lengthOf', { count: count.max, length: count.length })}
        </p>
      )}
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The message shown under the field and announced with it. */
  error?: string | undefined;
  hint?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose error and hint are tied to it (aria-describedby); works with register(). */
export function TextField({ label, error, hint, id, className, ref, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <input {...input} ref={ref} {...control} className="field__input" />}
    </FieldFrame>
  );
}

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({ label, id, className, ref, ...input }: CheckboxFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={['check', className].filter(Boolean).join(' ')}>
      <input {...input} ref={ref} id={inputId} type="checkbox" className="check__input" />
      <label className="check__label" htmlFor={inputId}>
        {label}
      </label>
    </div>
  );
}
