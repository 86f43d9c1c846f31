import type { I18n } from '../lib/i18n';

import { errorText } from '../lib/error-text';
import { isHttpError } from '../lib/http-error';
import type { FailureSource } from '../lib/query-client';
import { showToast } from '../lib/toasts';

/**
 * The browser's one answer to a failed query or mutation, called by the caches once it has given
 * up (after retries): a 401 ends the session; anything the screen does not show in place becomes
 * a toast in the reader's language; failures of the server or the network are logged.
 * A query that has nothing on screen yet shows its own error state with a retry, so only a failed
 * refresh of data already shown is toasted (TkDodo, "React Query Error Handling").
 */
export function errorReactions(i18n: I18n, sessionExpired: () => void) {
  return (error: unknown, source: FailureSource): void => {
    if (isHttpError(error) && error.status === 401) {
      sessionExpired();
      return;
    }
    if (!isHttpError(error) || error.status === 0 || error.status >= 500) console.error(error);
    const meta = source.kind === 'query' ? source.query.meta : source.mutation.meta;
    const inPlace = meta?.errorShownInPlace;
    if (typeof inPlace === 'function' ? inPlace(error) : inPlace) return;
    if (source.kind === 'query' && source.query.state.data === undefined) return;
    showToast({ message: errorText(i18n, error), tone: 'error' });
  };
}
