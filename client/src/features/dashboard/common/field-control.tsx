import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useId } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { get, useFormContext } from 'react-hook-form';

interface FrameProps {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  className?: string | undefined;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** Label, control, hint and error, tied together for assistive tech (aria-describedby). */
export function FieldFrame({ label, hint, error, className, children }: FrameProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', className].filter(Boolean).join(' ')} data-invalid={error ? 'true' : undefined}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
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

/** The error message react-hook-form holds for a (possibly nested) field. */
export function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  const error: unknown = get(formState.errors, name);
  return error && typeof error === 'object' && 'message' in error && typeof error.message === 'string'
    ? error.message
    : undefined;
}

type Common<T extends FieldValues> = {
  name: Path<T>;
  label: string;
  hint?: string | undefined;
  className?: string;
};

/** A registered text input of the surrounding form. */
export function InputField<T extends FieldValues>({
  name,
  label,
  hint,
  className,
  ...input
}: Common<T> & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>) {
  const { register } = useFormContext<T>();
  const error = useFieldError(name);
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {({ id, describedBy, invalid }) => (
        <input
          {...input}
          {...register(name)}
          id={id}
          className="field__input"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldFrame>
  );
}

/** A registered multi-line text. */
export function TextareaField<T extends FieldValues>({
  name,
  label,
  hint,
  className,
  ...input
}: Common<T> & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>) {
  const { register } = useFormContext<T>();
  const error = useFieldError(name);
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {({ id, describedBy, invalid }) => (
        <textarea
          rows={4}
          {...input}
          {...register(name)}
          id={id}
          className="field__input field__input--multiline"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldFrame>
  );
}

/** A registered select with a first, empty "choose" option. */
export function SelectField<T extends FieldValues>({
  name,
  label,
  hint,
  className,
  placeholder,
  options,
  ...input
}: Common<T> &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'> & {
    placeholder: string;
    options: readonly { value: string; label: string }[];
  }) {
  const { register } = useFormContext<T>();
  const error = useFieldError(name);
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {({ id, describedBy, invalid }) => (
        <select
          {...input}
          {...register(name)}
          id={id}
          className="field__input"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
