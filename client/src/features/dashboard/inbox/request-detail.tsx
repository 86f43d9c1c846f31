import { nextStatuses } from '@cakeshop/shared';
import type { RequestKind, RequestStatus } from '@cakeshop/shared';
import { pathTo } from '@cakeshop/shared/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { ArrowLeft, Mail, MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router-dom';

import { orderKeys } from '../../../api/order';
import { Button } from '../../../components/button';
import { telLink, whatsappLink } from '../../../lib/contact-links';
import { formatDate } from '../../../lib/format';
import { showToast } from '../../../lib/toasts';
import { useLanguage } from '../../../lib/use-language';
import { StatusBadge } from './status-badge';

/** What the detail shows of either kind of request. */
export interface RequestSummary {
  id: number;
  reference: string;
  status: RequestStatus;
  customerName: string;
  phone: string;
  email: string | null;
  notes: string | null;
  language: 'en' | 'ar';
  staffNote: string | null;
  createdAt: string;
}

interface RequestDetailProps {
  kind: RequestKind;
  request: RequestSummary;
  /** The request's own lines (cake, pick-up… or course, seats…) as label and value. */
  facts: readonly { label: string; value: ReactNode }[];
  save: (change: { id: number; status: RequestStatus; staffNote: string }) => Promise<RequestSummary>;
  /** The detail's query and the lists it appears in, refreshed after a change. */
  detailKey: QueryKey;
  listsKey: QueryKey;
}

/**
 * One order or booking: who asked and how to reach them (call, WhatsApp, e-mail), what they
 * asked for, the status buttons its graph allows, and the staff's note.
 */
export function RequestDetail({ kind, request, facts, save, detailKey, listsKey }: RequestDetailProps) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const noteId = useId();
  const [note, setNote] = useState(request.staffNote ?? '');
  const change = useMutation({
    mutationFn: (status: RequestStatus) => save({ id: request.id, status, staffNote: note }),
    onSuccess: (saved, status) => {
      queryClient.setQueryData(detailKey, saved);
      void queryClient.invalidateQueries({ queryKey: listsKey });
      void queryClient.invalidateQueries({ queryKey: orderKeys.counts() });
      showToast({
        tone: 'success',
        message:
          status === request.status
            ? t('dashboard.inbox.noteSaved')
            : t('dashboard.inbox.moved', { status: t(`dashboard.inbox.status.${status}`) }),
      });
    },
  });
  // In the visitor's language (the staff's own when that language's strings are not loaded).
  const greeting = i18n.translator(request.language)(`dashboard.inbox.whatsappText.${kind}`, {
    name: request.customerName,
    reference: request.reference,
  });
  const steps = nextStatuses(kind, request.status);

  return (
    <section className="screen request">
      <Link
        className="request__back"
        to={`${pathTo('dashboardInbox')}${kind === 'course' ? '?tab=course' : ''}`}
      >
        <ArrowLeft aria-hidden="true" size={18} className="flip-rtl" />
        {t('dashboard.inbox.back')}
      </Link>
      <header className="screen-header">
        <div>
          <h1 className="page-title">
            {t(`dashboard.inbox.title.${kind}`)} <span dir="ltr">{request.reference}</span>
          </h1>
          <p className="screen-intro">
            <StatusBadge status={request.status} />{' '}
            {t('dashboard.inbox.received', { date: formatDate(request.createdAt, language) })}
          </p>
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
                href={whatsappLink(request.phone, greeting)}
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
          {steps.length > 0 ? (
            <div className="request__steps">
              {steps.map((status) => (
                <Button
                  key={status}
                  variant={status === 'cancelled' ? 'danger' : 'primary'}
                  busy={change.isPending && change.variables === status}
                  disabled={change.isPending}
                  onClick={() => change.mutate(status)}
                >
                  {t(`dashboard.inbox.action.${status}`)}
                </Button>
              ))}
            </div>
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
              maxLength={1000}
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
      </div>
    </section>
  );
}
