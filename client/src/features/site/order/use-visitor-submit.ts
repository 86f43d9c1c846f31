import { pathTo } from '@cakeshop/shared/routes';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { newIdempotencyKey, visitorErrors } from './visitor-errors';

/**
 * Sends a visitor's form. One idempotency key per form, kept across retries, so a double click
 * or a second try after a lost answer makes one request. On success the visitor lands on the
 * confirmation page with the reference; on failure everything typed stays and the reasons
 * show next to the fields and above the button, in the visitor's language.
 */
export function useVisitorSubmit<V extends FieldValues, Body, Receipt extends { reference: string }>({
  form,
  send,
  kind,
  onRefused,
}: {
  form: UseFormReturn<V, unknown, Body>;
  send: (body: Body & { idempotencyKey: string }) => Promise<Receipt>;
  kind: 'cake' | 'course';
  /** After a refusal (e.g. refresh the seats left). */
  onRefused?: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const key = useRef<string | null>(null);
  return useMutation({
    meta: { errorShownInPlace: true },
    mutationFn: (body: Body) => {
      key.current ??= newIdempotencyKey();
      return send({ ...body, idempotencyKey: key.current });
    },
    onSuccess: (receipt) => {
      const search = new URLSearchParams({ ref: receipt.reference, kind });
      void navigate(`${pathTo('requestReceived')}?${search.toString()}`);
    },
    onError: (error) => {
      const { fields, root } = visitorErrors(error, Object.keys(form.getValues()));
      fields.forEach((field, index) =>
        form.setError(
          field as Path<V>,
          { type: 'server', message: t('site.order.errors.field') },
          { shouldFocus: index === 0 },
        ),
      );
      if (root) form.setError('root.server', { type: 'server', message: t(root) });
      // The key is kept: a refused request stored nothing under it, and one whose answer was
      // lost did, so sending again with the same key is right either way.
      onRefused?.();
    },
  });
}
