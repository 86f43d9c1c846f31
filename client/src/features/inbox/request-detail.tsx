import { maxLengthOf, updateCakeOrderStatusInput } from '@cakeshop/shared';
import { nextStatuses } from '@cakeshop/shared/request-status';
import type { RequestKind, RequestStatus, StatusOf } from '@cakeshop/shared';
import { pathTo } from '@cakeshop/shared/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Mail, MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { useSiteTimeZone } from '../../api/settings';
import { changeRequestStatus, inboxKeys } from '../../api/inbox';
import type { RequestOf } from '../../api/inbox';
import { Button } from '../../components/button';
import { telLink, whatsappLink } from '../../lib/contact-links';
import { formatDateTime } from '../../lib/format';
import { isHttpError } from '../../lib/http-error';
import { showToast } from '../../lib/toasts';
import { useFixedT } from '../../lib/use-fixed-t';
import { useLanguage } from '../../lib/use-language';
import type { Fact } from './facts';
import { toInboxSearch } from './inbox-params';
import { DayClosedBadge, StatusBadge } from './status-badge';
import { StatusSteps } from './status-steps';
import { useShopCountry } from './use-shop-country';

interface RequestDetailProps<K extends RequestKind> {
  kind: K;
  request: RequestOf<K>;
  /** The request's own lines (cake, pick-up… or course, seats…) as label and value. */
  facts: readonly Fact[];
  /** The kind's own panels (a quote, payments, an offer). */
  panels?: ReactNode;
}

/**
 * One request of any kind: who asked and how to reach them (call, WhatsApp, e-mail), what they
 * asked for, the status buttons its graph allows, and the staff's note. A step starts from the
 * status shown: if someone moved the request meanwhile, the API refuses it and the page says who.
 */
export function RequestDetail<K extends RequestKind>({
  kind,
  request,
  facts,
  panels,
}: RequestDetailProps<K>) {
  const { t } = useTranslation();
  const language = useLanguage();
  const timeZone = useSiteTimeZone();
  const visitorT = useFixedT(request.language);
  const country = useShopCountry();
  const queryClient = useQueryClient();
  const noteId = useId();
  const [note, setNote] = useState(request.staffNote ?? '');
  const current = request.status as StatusOf<K>;
  // The wording is keyed by every kind's statuses; this kind's are among them.
  const kindName: RequestKind = kind;
  const statusName = (status: RequestStatus) => t(`dashboard.inbox.status.${status}`);
  const change = useMutation({
    // Someone else's change is told beside the buttons, with who and when; any other failure is toasted.
    meta: { errorShownInPlace: (error) => isHttpError(error) && error.changed !== undefined },
    mutationFn: (status: StatusOf<K>) =>
      changeRequestStatus(kind, { id: request.id, status, expectedStatus: current, staffNote: note }),
    onSuccess: (saved, status) => {
      queryClient.setQueryData(inboxKeys.detail(kind, request.id), saved);
      void queryClient.invalidateQueries({ queryKey: inboxKeys.lists(kind) });
      void queryClient.invalidateQueries({ queryKey: inboxKeys.counts() });
      showToast({
        tone: 'success',
        message:
          status === request.status
            ? t('dashboard.inbox.noteSaved')
            : t('dashboard.inbox.moved', { status: statusName(status) }),
      });
    },
  });
  // In the visitor's language (the staff's own while that language's strings are on their way).
  const greeting = (visitorT ?? t)(`dashboard.inbox.whatsappText.${kindName}`, {
    name: request.customerName,
    reference: request.reference,
  });
  const steps = nextStatuses(kind, current);
  const changed = isHttpError(change.error) ? change.error.changed : undefined;

  return (
    <section className="screen request">
      <Link
        className="request__back"
        to={`${pathTo('dashboardInbox')}?${toInboxSearch({ tab: kind, status: '', q: '', page: 1, size: 12 }).toString()}`}
      >
        <ArrowLeft aria-hidden="true" size={18} className="flip-rtl" />
        {t('dashboard.inbox.back')}
      </Link>
      <header className="screen-header">
        <div>
          <h1 className="page-title">
            {t(`dashboard.inbox.title.${kindName}`)} <span dir="ltr">{request.reference}</span>
          </h1>
          <p className="screen-intro">
            <StatusBadge status={request.status} />{' '}
            {t('dashboard.inbox.received', { date: formatDateTime(request.createdAt, language, timeZone) })}
          </p>
          {'dayClosed' in request && request.dayClosed && (
            <p className="request__closed">
              <DayClosedBadge /> {t(`dashboard.inbox.dayClosedText.${kind === 'custom' ? 'custom' : 'cake'}`)}
            </p>
          )}
        </div>
      </header>
      <div className="request__grid">
        <div className="panel request__panel">
          <h2 className="request__heading">{request.customerName}</h2>
          <ul className="request__contact">
            <li>
              <a className="btn btn--secondary" href={telLink(request.phone)}>
                <Phone aria-hidden="true" size={18} />
                <span dir="ltr">{request.phone}</span>
              </a>
            </li>
            <li>
              <a
                className="btn btn--secondary"
                href={whatsappLink(request.phone, greeting, country)}
                target="_blank"
                rel="noopener noreferrer"
              >
                <MessageCircle aria-hidden="true" size={18} />
                {t('dashboard.inbox.whatsapp')}
              </a>
            </li>
            {request.email && (
              <li>
                <a className="btn btn--secondary" href={`mailto:${request.email}`}>
                  <Mail aria-hidden="true" size={18} />
                  <span dir="ltr">{request.email}</span>
                </a>
              </li>
            )}
          </ul>
          <dl className="request__facts">
            {facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
            <div>
              <dt>{t('dashboard.inbox.language')}</dt>
              <dd>{t(`common.languages.${request.language}`)}</dd>
            </div>
            {request.notes && (
              <div>
                <dt>{t('dashboard.inbox.notes')}</dt>
                <dd className="request__notes">{request.notes}</dd>
              </div>
            )}
          </dl>
        </div>
        <form
          className="panel request__panel"
          onSubmit={(event) => {
            event.preventDefault();
            change.mutate(request.status);
          }}
        >
          <h2 className="request__heading">{t('dashboard.inbox.handle')}</h2>
          {changed && (
            <div className="request__conflict" role="alert">
              <p>
                {t('dashboard.inbox.changedMeanwhile', {
                  name: changed.by,
                  time: formatDateTime(changed.at, language, timeZone),
                })}
              </p>
              <Button
                variant="secondary"
                onClick={() =>
                  void queryClient.invalidateQueries({ queryKey: inboxKeys.detail(kind, request.id) })
                }
              >
                {t('dashboard.inbox.reload')}
              </Button>
            </div>
          )}
          {steps.length > 0 ? (
            <StatusSteps
              kind={kind}
              request={request}
              steps={steps}
              pending={change.isPending ? change.variables : undefined}
              onStep={(status) => change.mutate(status)}
            />
          ) : (
            <p className="muted">{t('dashboard.inbox.final')}</p>
          )}
          <div className="field">
            <label className="field__label" htmlFor={noteId}>
              {t('dashboard.inbox.staffNote')}
            </label>
            <textarea
              id={noteId}
              className="field__input field__input--multiline"
              rows={4}
              maxLength={maxLengthOf(updateCakeOrderStatusInput, 'staffNote')}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
          <Button
            type="submit"
            variant="secondary"
            disabled={change.isPending || note === (request.staffNote ?? '')}
          >
            {t('dashboard.inbox.saveNote')}
          </Button>
        </form>
        {panels}
      </div>
    </section>
  );
}
