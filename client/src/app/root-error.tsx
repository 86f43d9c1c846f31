import { useRouteError } from 'react-router-dom';

import { ErrorState } from '../components/error-state';

/** Last line of defence: a failed chunk load or loader shows a message and a retry, not a blank page. */
export function RootError() {
  const error = useRouteError();
  const message = error instanceof Error ? error.message : undefined;
  return (
    <main className="root-error" id="main">
      <ErrorState message={message} onRetry={() => window.location.reload()} />
    </main>
  );
}
