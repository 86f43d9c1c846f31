import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';

import { Button } from '../../../components/button';

/** The form's own message (a refusal not about one field), what it comes to, and the submit button. */
export function FormFooter({
  busy,
  label,
  busyLabel,
  summary,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  summary?: ReactNode;
}) {
  const { errors } = useFormState();
  const message = errors.root?.server?.message;
  return (
    <div className="order-form__footer">
      {message && (
        <p className="order-form__error" role="alert">
          {message}
        </p>
      )}
      {summary}
      <Button type="submit" className="btn--large" busy={busy}>
        {busy ? busyLabel : label}
      </Button>
    </div>
  );
}
