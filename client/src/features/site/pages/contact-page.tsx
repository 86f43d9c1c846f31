import { todayIn } from '@cakeshop/shared/dates';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { branchesQuery } from '../../../api/contact';
import { useSiteTimeZone } from '../../../api/settings';
import { branchCalendarsQuery } from '../api/branch-calendars';
import { weekOf } from '../lib/branch-week';
import { EmptyState } from '../../../components/empty-state';
import { BranchCard } from '../components/branch-card';
import { ContactButtons } from '../../../components/site/contact-buttons';
import { PageIntro } from '../../../components/site/page-intro';
import { QueryView } from '../../../components/site/query-view';
import type { LazyRoute } from '../../../lib/route-handle';
import { PageHead } from '../../../components/site/page-head';

// The branches and their calendars are the layout's data already (its loader awaits them).
export function route(): LazyRoute {
  return { Component: ContactPage, handle: { titleKey: 'site.titles.contact' } };
}

export function ContactPage() {
  const { t } = useTranslation();
  const branches = useQuery(branchesQuery());
  const { data: calendars } = useQuery(branchCalendarsQuery());
  const today = todayIn(useSiteTimeZone());
  return (
    <>
      <PageHead
        title={t('site.titles.contact')}
        description={t('site.contact.description')}
        structured={[branches.data && { kind: 'bakery', branches: branches.data }]}
      />
      <PageIntro title={t('site.titles.contact')} lead={t('site.contact.description')}>
        <ContactButtons
          text={t('site.contactButtons.generalText')}
          whatsappLabel={t('site.contactButtons.whatsappGeneral')}
          call={false}
        />
      </PageIntro>
      <QueryView query={branches}>
        {(data) =>
          data.length === 0 ? (
            <EmptyState title={t('site.contact.empty')} />
          ) : (
            <div className="branches">
              {data.map((branch) => (
                <BranchCard
                  key={branch.id}
                  branch={branch}
                  week={weekOf(
                    calendars?.find((calendar) => calendar.branchId === branch.id),
                    today,
                  )}
                />
              ))}
            </div>
          )
        }
      </QueryView>
    </>
  );
}
