import type { ActionFunctionArgs } from 'react-router-dom';
import { data, redirect } from 'react-router-dom';

import type { Http } from '../../lib/http';
import type { FormAnswer } from './form-answer';
import type { VisitorForm } from './visitor-form';
import { filesOf, KEY_FIELD, problemsOf, sendVisitorForm, valuesOf } from './visitor-form';

/**
 * A page's action for a visitor's form posted without JavaScript (the server renderer runs it):
 * the same checks as the island, then the API; on success a redirect to the confirmation
 * (post/redirect/get), else the page again with every value kept and what to fix beside it.
 */
export function visitorAction<F extends string, C>(
  form: VisitorForm<F, C>,
  contextOf: (args: ActionFunctionArgs) => Promise<C>,
  http: Http,
) {
  return async (args: ActionFunctionArgs) => {
    const posted = await args.request.formData();
    const values = valuesOf(posted, form.fields);
    const key = posted.get(KEY_FIELD);
    const answer = (problems: FormAnswer<F>['problems']): FormAnswer<F> => ({
      values,
      problems,
      ...(typeof key === 'string' ? { key } : {}),
    });
    const context = await contextOf(args);
    const problems = problemsOf(form, values, context);
    if (Object.values(problems).some(Boolean)) return data(answer(problems), { status: 400 });
    const outcome = await sendVisitorForm(
      form,
      values,
      typeof key === 'string' ? key : '',
      context,
      http,
      filesOf(posted, form.fileField),
    );
    if ('sent' in outcome) return redirect(outcome.sent, 303);
    return data(answer(outcome.problems), { status: outcome.status });
  };
}
