import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormRegisterReturn } from 'react-hook-form';
import { get, useFormContext, useWatch } from 'react-hook-form';

import type { ControlProps } from './form-field';
import { FieldFrame } from './form-field';

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

/**
 * A text with a limit (the contract's, read from the schema): counted under the field as it is
 * typed, and refused by the form's check when longer, never cut by a `maxLength`.
 */
type Limited = { limit?: number | undefined };

/** A field of the surrounding form: registered by name, its error read from the form state. */
function RegisteredField<T extends FieldValues>({
  name,
  label,
  hint,
  className,
  limit,
  render,
}: Common<T> & Limited & { render: (control: ControlProps & UseFormRegisterReturn) => ReactNode }) {
  const { register, control } = useFormContext<T>();
  const error = useFieldError(name);
  const value: unknown = useWatch({ control, name });
  const count =
    limit === undefined ? undefined : { length: typeof value === 'string' ? value.length : 0, max: limit };
  return (
    <FieldFrame label={label} hint={hint} count={count} error={error} className={className}>
      {(control) => render({ ...register(name), ...control })}
    </FieldFrame>
  );
}

/** A registered text input of the surrounding form. */
export function InputField<T extends FieldValues>({
  name,
  label,
  hint,
  className,
  limit,
  ...input
}: Common<T> & Limited & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>) {
  return (
    <RegisteredField<T>
      {...{ name, label, hint, className, limit }}
      render={(control) => <input {...input} {...control} className="field__input" />}
    />
  );
}

/** A registered multi-line text. */
export function TextareaField<T extends FieldValues>({
  name,
  label,
  hint,
  className,
  limit,
  ...input
}: Common<T> & Limited & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>) {
  return (
    <RegisteredField<T>
      {...{ name, label, hint, className, limit }}
      render={(control) => (
        <textarea rows={4} {...input} {...control} className="field__input field__input--multiline" />
      )}
    />
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
  const { getValues, setValue } = useFormContext<T>();
  const known = options.map((option) => option.value).join('\n');
  // Options that arrive after the form (a list still loading when a dialog opened) find the
  // select showing its placeholder, as the form's value had no option yet: show the value now.
  useEffect(() => {
    const value: unknown = getValues(name);
    if (typeof value === 'string' && value !== '') setValue(name, value as PathValue<T, Path<T>>);
  }, [known, name, getValues, setValue]);
  return (
    <RegisteredField<T>
      {...{ name, label, hint, className }}
      render={(control) => (
        <select {...input} {...control} className="field__input">
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
