import { pathTo } from '@cakeshop/shared/routes';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { faqsQuery } from '../../../api/faq';
import { EmptyState } from '../../../components/empty-state';
import { FaqItem } from '../components/faq-item';
import { PageIntro } from '../../../components/site/page-intro';
import { QueryView } from '../../../components/site/query-view';
import type { LazyRoute } from '../../../lib/route-handle';
import { PageHead } from '../../../components/site/page-head';
import { settled } from '../../../lib/site/page-loaders';

export function route(queryClient: QueryClient): LazyRoute {
  return {
    Component: FaqPage,
    loader: async () => {
      await settled(queryClient.ensureQueryData(faqsQuery()));
      return null;
    },
    handle: { titleKey: 'site.titles.faq' },
  };
}

export function FaqPage() {
  const { t } = useTranslation();
  const faqs = useQuery(faqsQuery());
  return (
    <>
      <PageHead
        title={t('site.titles.faq')}
        description={t('site.faq.description')}
        structured={[!!faqs.data?.length && { kind: 'faq', faqs: faqs.data }]}
      />
      <PageIntro title={t('site.titles.faq')} lead={t('site.faq.description')} />
      <QueryView query={faqs}>
        {(data) =>
          data.length === 0 ? (
            <EmptyState title={t('site.faq.empty')} />
          ) : (
            <div className="accordion">
              {data.map((faq) => (
                <FaqItem key={faq.id} faq={faq} />
              ))}
            </div>
          )
        }
      </QueryView>
      <aside className="cta cta--small">
        <p>{t('site.faq.more')}</p>
        <Link className="btn btn--primary" to={pathTo('contact')}>
          {t('site.faq.contact')}
        </Link>
      </aside>
    </>
  );
}
