import type { CustomCakeRequest } from '@cakeshop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useSiteTimeZone } from '../../api/settings';
import { quoteCustomCake } from '../../api/custom-cakes';
import { inboxKeys } from '../../api/inbox';
import { Button } from '../../components/button';
import { TextField } from '../../components/form-field';
import { formatDateTime } from '../../lib/format';
import { isHttpError } from '../../lib/http-error';
import { showToast } from '../../lib/toasts';
import { useLanguage } from '../../lib/use-language';
import { PaymentsPanel } from './payments-panel';

/** The pictures the visitor sent, as links to the full size. */
function Pictures({ request }: { request: CustomCakeRequest }) {
  const { t } = useTranslation();
  if (request.pictures.length === 0) return null;
  return (
    <ul className="request__pictures" aria-label={t('dashboard.custom.pictures')}>
      {request.pictures.map((picture, index) => (
        <li key={picture.imageUrl}>
          <a href={picture.imageUrl} target="_blank" rel="noopener noreferrer">
            <img
              src={picture.imageUrl}
              srcSet={picture.imageSrcset ?? undefined}
              sizes="160px"
              alt={t('dashboard.custom.picture', { number: index + 1 })}
              width={160}
              height={120}
              loading="lazy"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The staff's quote: price, deposit and its due day, a note, and the pick-up day (the day asked,
 * or another when the shop cannot make it then: the API checks it as an order's); while the
 * request is new or quoted.
 */
function QuoteForm({ request }: { request: CustomCakeRequest }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const timeZone = useSiteTimeZone();
  const queryClient = useQueryClient();
  const [price, setPrice] = useState(request.quote ? String(request.quote.price) : '');
  const [deposit, setDeposit] = useState(request.quote ? String(request.quote.deposit) : '');
  const [due, setDue] = useState(request.quote?.depositDue.slice(0, 10) ?? request.pickupDate.slice(0, 10));
  const [note, setNote] = useState(request.quote?.note ?? '');
  const [pickup, setPickup] = useState(request.pickupDate.slice(0, 10));
  const save = useMutation({
    meta: { errorShownInPlace: (error) => isHttpError(error) && error.changed !== undefined },
    mutationFn: () =>
      quoteCustomCake({
        id: request.id,
        price,
        deposit,
        depositDue: `${due}T00:00:00.000Z`,
        note,
        ...(pickup !== request.pickupDate.slice(0, 10) ? { pickupDate: `${pickup}T00:00:00.000Z` } : {}),
        expectedStatus: request.status,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(inboxKeys.detail('custom', request.id), saved);
      void queryClient.invalidateQueries({ queryKey: inboxKeys.lists('custom') });
      // A new quote is a message and a line of the history, even when the status stays `quoted`.
      void queryClient.invalidateQueries({ queryKey: inboxKeys.histories('custom', request.id) });
      showToast({ tone: 'success', message: t('dashboard.custom.quoted') });
    },
  });
  const open = request.status === 'new' || request.status === 'quoted';
  return (
    <section className="panel request__panel" aria-labelledby="quote-title">
      <h2 id="quote-title" className="request__heading">
        {t('dashboard.custom.quoteTitle')}
      </h2>
      {request.quote && (
        <p className="muted">
          {t('dashboard.custom.quotedBy', {
            name: request.quote.quotedBy,
            time: formatDateTime(request.quote.quotedAt, language, timeZone),
          })}
        </p>
      )}
      {open ? (
        <form
          className="request__form"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate();
          }}
        >
          <p className="muted">{t('dashboard.custom.quoteIntro')}</p>
          <TextField
            label={t('dashboard.custom.price')}
            inputMode="decimal"
            required
            value={price}
            onChange={(event) => setPrice(event.target.value)}
          />
          <TextField
            label={t('dashboard.custom.deposit')}
            inputMode="decimal"
            required
            value={deposit}
            onChange={(event) => setDeposit(event.target.value)}
          />
          <TextField
            label={t('dashboard.custom.depositDue')}
            type="date"
            required
            value={due}
            onChange={(event) => setDue(event.target.value)}
          />
          <TextField
            label={t('dashboard.custom.pickupDate')}
            hint={t('dashboard.custom.pickupDateHint')}
            type="date"
            required
            value={pickup}
            onChange={(event) => setPickup(event.target.value)}
          />
          <TextField
            label={t('dashboard.custom.note')}
            maxLength={1000}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          {isHttpError(save.error) && save.error.changed && (
            <p className="request__conflict" role="alert">
              {t('dashboard.inbox.changedMeanwhile', {
                name: save.error.changed.by,
                time: formatDateTime(save.error.changed.at, language, timeZone),
              })}
            </p>
          )}
          <Button type="submit" busy={save.isPending} disabled={save.isPending}>
            {request.quote ? t('dashboard.custom.changeQuote') : t('dashboard.custom.sendQuote')}
          </Button>
        </form>
      ) : null}
    </section>
  );
}

/** A custom-cake request's own panels: its pictures, the quote, and the order's payments once accepted. */
export function CustomCakePanels({ request }: { request: CustomCakeRequest }) {
  return (
    <>
      <Pictures request={request} />
      <QuoteForm request={request} />
      {request.orderId !== null && <PaymentsPanel orderId={request.orderId} />}
    </>
  );
}
