import type { RequestKind } from '@cakeshop/shared';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';

import { useSiteTimeZone } from '../../api/settings';
import { useShopSettings } from '../../api/use-shop-settings';
import { requestQuery } from '../../api/inbox';
import { ErrorState } from '../../components/error-state';
import { useLanguage } from '../../lib/use-language';
import { useTranslation } from 'react-i18next';
import { LoadingPanel } from '../../components/dashboard/loading-panel';
import { INBOX_KINDS } from './inbox-kinds';
import type { InboxKind } from './inbox-kinds';
import { RequestDetail } from './request-detail';
import { RequestHistory } from './request-history';

function useRouteId(): number {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

/** `/dashboard/inbox/<kind>/:id`: one request of the kind, with its own facts, messages and history. */
export function RequestScreen<K extends RequestKind>({ kind }: { kind: K }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const timeZone = useSiteTimeZone();
  const id = useRouteId();
  const currency = useShopSettings().currency;
  const query = useQuery({ ...requestQuery(kind, id), enabled: id > 0 });
  if (query.isPending) return <LoadingPanel lines={8} />;
  if (query.isError) return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  const request = query.data;
  return (
    <>
      <RequestDetail
        key={`${request.id}-${request.status}`}
        kind={kind}
        request={request}
        facts={(INBOX_KINDS[kind] as InboxKind<K>).facts(request, { t, language, currency, timeZone })}
        panels={(INBOX_KINDS[kind] as InboxKind<K>).panels?.(request)}
      />
      <RequestHistory
        kind={kind}
        id={request.id}
        status={request.status}
        createdAt={request.createdAt}
        phone={request.phone}
      />
    </>
  );
}

export const OrderScreen = () => <RequestScreen kind="cake" />;
export const BookingScreen = () => <RequestScreen kind="course" />;
export const WaitlistEntryScreen = () => <RequestScreen kind="waitlist" />;
export const CustomCakeScreen = () => <RequestScreen kind="custom" />;
