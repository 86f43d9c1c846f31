import type { FormEvent, InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FieldFrame } from '../form-field';
import type { Problem } from '../../lib/field-problems';

/** What a form shows of its fields: the values to start from and what to fix. */
export interface FormView<F extends string> {
  values: Partial<Record<F, string>>;
  problems: Partial<Record<string, Problem>>;
  /**
   * The first field the server sent back to fix: it has the focus as the page loads (`autofocus`),
   * so a visitor without script lands on it, not at the top of a long page.
   */
  focus?: string | undefined;
}

/** The first of `fields`, in the form's order, with a problem. */
export function firstProblem<F extends string>(
  fields: readonly F[],
  problems: Partial<Record<string, Problem>>,
): F | undefined {
  return fields.find((field) => problems[field]);
}

interface Named<F extends string> {
  view: FormView<F>;
  name: F;
  label: string;
  hint?: string | undefined;
}

/** A text with a limit: the most characters it takes, counted under it as it is typed. */
interface Limited {
  limit?: number | undefined;
}

/**
 * How long a limited text is, from what the page was given to what is typed since (the island
 * counts; without script the count stays as the page came, and the server still refuses more).
 */
function useLength(initial: string, limit: number | undefined) {
  const [length, setLength] = useState(initial.length);
  return {
    count: limit === undefined ? undefined : { length, max: limit },
    onInput: (event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setLength(event.currentTarget.value.length),
  };
}

/** A problem as a sentence in the reader's language. */
function useProblemText(problem: Problem | undefined): string | undefined {
  const { t } = useTranslation();
  return problem && t(problem.key, problem.values ?? {});
}

/**
 * A labelled input that posts as it is (uncontrolled: what a visitor types before the page's script
 * arrives stays typed), with its problem beside it. The same markup on the server and in the island.
 */
export function FormInput<F extends string>({
  view,
  name,
  label,
  hint,
  limit,
  ...input
}: Named<F> & Limited & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>) {
  const { count, onInput } = useLength(view.values[name] ?? '', limit);
  return (
    <FieldFrame label={label} hint={hint} count={count} error={useProblemText(view.problems[name])}>
      {(control) => (
        <input
          {...input}
          {...control}
          onInput={count ? onInput : input.onInput}
          autoFocus={view.focus === name}
          name={name}
          defaultValue={view.values[name] ?? ''}
          className="field__input"
        />
      )}
    </FieldFrame>
  );
}

export function FormTextarea<F extends string>({
  view,
  name,
  label,
  hint,
  limit,
  ...input
}: Named<F> & Limited & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>) {
  const { count, onInput } = useLength(view.values[name] ?? '', limit);
  return (
    <FieldFrame label={label} hint={hint} count={count} error={useProblemText(view.problems[name])}>
      {(control) => (
        <textarea
          rows={3}
          {...input}
          {...control}
          onInput={count ? onInput : input.onInput}
          autoFocus={view.focus === name}
          name={name}
          defaultValue={view.values[name] ?? ''}
          className="field__input field__input--multiline"
        />
      )}
    </FieldFrame>
  );
}

export function FormSelect<F extends string>({
  view,
  name,
  label,
  hint,
  placeholder,
  options,
  ...select
}: Named<F> &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'> & {
    placeholder: string;
    options: readonly { value: string; label: string; disabled?: boolean }[];
  }) {
  return (
    <FieldFrame label={label} hint={hint} error={useProblemText(view.problems[name])}>
      {(control) => (
        <select
          {...select}
          {...control}
          autoFocus={view.focus === name}
          name={name}
          defaultValue={view.values[name] ?? ''}
          className="field__input"
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** The problem of the whole form (a full course, the hourly limit), above its button. */
export function FormProblem({ view }: { view: FormView<string> }) {
  const text = useProblemText(view.problems['form']);
  return text ? (
    <p className="order-form__error" role="alert">
      {text}
    </p>
  ) : null;
}
