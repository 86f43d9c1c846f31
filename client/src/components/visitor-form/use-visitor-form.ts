import type { FocusEvent, FormEvent } from 'react';
import { useRef, useState } from 'react';

import { browserHttp } from '../../lib/browser-http';
import type { FormView } from './form-controls';
import { firstProblem } from './form-controls';
import type { FormAnswer } from './form-answer';
import { FORM } from './form-answer';
import type { VisitorForm } from './visitor-form';
import { filesOf, KEY_FIELD, problemsOf, sendVisitorForm, valuesOf } from './visitor-form';

/**
 * A visitor's form once the page's script has arrived: each field is checked as the visitor
 * leaves it and again as they correct it, and the form is sent without a reload, with the key
 * the server wrote into it. Before that (or with JavaScript off) the same form posts natively.
 */
export function useVisitorForm<F extends string, C>(
  form: VisitorForm<F, C>,
  context: C,
  answer: FormAnswer<F>,
  /** What to do once the request is taken, before the confirmation opens (empty the basket). */
  onSent?: () => void,
) {
  const element = useRef<HTMLFormElement>(null);
  const [problems, setProblems] = useState(answer.problems);
  const [busy, setBusy] = useState(false);
  const left = useRef(new Set<string>());
  const known = (name: string): name is F => (form.fields as readonly string[]).includes(name);
  const read = () => valuesOf(new FormData(element.current ?? undefined), form.fields);

  const recheck = (name: F) => {
    const found = problemsOf(form, read(), context)[name];
    setProblems((current) => ({ ...current, [name]: found, [FORM]: undefined }));
  };
  const focusFirst = (found: FormAnswer<F>['problems']) => {
    const first = form.fields.find((field) => found[field]);
    if (first) element.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const view: FormView<F> = {
    values: answer.values,
    problems,
    focus: firstProblem(form.fields, answer.problems),
  };
  return {
    view,
    busy,
    formProps: {
      ref: element,
      onBlur: ({ target }: FocusEvent<HTMLFormElement>) => {
        const { name } = target as unknown as HTMLInputElement;
        if (!known(name)) return;
        left.current.add(name);
        recheck(name);
      },
      onChange: ({ target }: FormEvent<HTMLFormElement>) => {
        const { name } = target as HTMLInputElement;
        if (known(name) && (left.current.has(name) || problems[name])) recheck(name);
      },
      onSubmit: async (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        if (busy) return;
        const values = read();
        const found = problemsOf(form, values, context);
        if (Object.values(found).some(Boolean)) {
          setProblems(found);
          focusFirst(found);
          return;
        }
        setBusy(true);
        const posted = new FormData(event.currentTarget);
        const key = posted.get(KEY_FIELD);
        const outcome = await sendVisitorForm(
          form,
          values,
          typeof key === 'string' ? key : '',
          context,
          browserHttp,
          filesOf(posted, form.fileField),
        );
        if ('sent' in outcome) {
          onSent?.();
          window.location.assign(outcome.sent);
          return;
        }
        setProblems(outcome.problems);
        setBusy(false);
        focusFirst(outcome.problems);
      },
    },
  };
}
