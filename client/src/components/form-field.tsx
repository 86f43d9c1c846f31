import type { InputHTMLAttributes, Ref } from 'react';
import { useId } from 'react';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The message shown under the field and announced with it. */
  error?: string | undefined;
  hint?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose error and hint are tied to it (aria-describedby); works with register(). */
export function TextField({ label, error, hint, id, className, ref, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={['field', className].filter(Boolean).join(' ')} data-invalid={error ? 'true' : undefined}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        {...input}
        ref={ref}
        id={inputId}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      />
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
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
