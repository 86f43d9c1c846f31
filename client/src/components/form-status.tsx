import { useFormContext } from 'react-hook-form';

/** The form-wide message (a server error that names no field), announced when it appears. */
export function FormStatus() {
  const { formState } = useFormContext();
  const message = formState.errors.root?.server?.message;
  return message ? (
    <p className="form-status" role="alert">
      {message}
    </p>
  ) : null;
}
