import { pathTo } from '@cakeshop/shared/routes';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { instructorQuery } from '../../../api/instructor';
import { ResponsiveImage } from '../../../components/responsive-image';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import { Paragraphs } from '../components/paragraphs';
import { QueryView } from '../../../components/site/query-view';
import type { LazyRoute } from '../../../lib/route-handle';
import { PageHead } from '../../../components/site/page-head';
import { settled } from '../../../lib/site/page-loaders';

export function route(queryClient: QueryClient): LazyRoute {
  return {
    Component: InstructorPage,
    loader: async () => {
      await settled(queryClient.ensureQueryData(instructorQuery()));
      return null;
    },
    handle: { titleKey: 'site.titles.instructor' },
  };
}

export function InstructorPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const instructor = useQuery(instructorQuery());
  const data = instructor.data;
  const name = data ? localized(data, 'name', language) : '';
  const bio = data ? localized(data, 'bio', language) : '';
  return (
    <QueryView query={instructor}>
      {(loaded) => (
        <article className="story">
          <PageHead
            title={name}
            description={bio.slice(0, 160) || name}
            image={{ url: loaded.imageUrl, alt: name }}
            type="article"
            structured={[{ kind: 'person', instructor: loaded }]}
          />
          <div className="story__layout">
            <ResponsiveImage
              className="story__image"
              imageUrl={loaded.imageUrl}
              imageSrcset={loaded.imageSrcset}
              sizes="(min-width: 56rem) 30rem, 100vw"
              alt={name}
              width={960}
              height={720}
              priority
            />
            <div className="story__body">
              <p className="eyebrow">{t('site.titles.instructor')}</p>
              <h1 className="page-intro__title">{name}</h1>
              {localized(loaded, 'jobTitle', language) && (
                <p className="teaser__role">{localized(loaded, 'jobTitle', language)}</p>
              )}
              <Paragraphs text={bio} />
              <div className="story__links">
                {[
                  { url: loaded.instagramUrl, label: t('site.instructor.instagram') },
                  { url: loaded.facebookUrl, label: t('site.instructor.facebook') },
                ].map(
                  ({ url, label }) =>
                    url && (
                      <a
                        key={label}
                        className="btn btn--secondary"
                        href={url}
                        rel="noopener noreferrer"
                        target="_blank"
                      >
                        {label}
                      </a>
                    ),
                )}
                <Link className="btn btn--primary" to={pathTo('courses')}>
                  {t('site.instructor.seeCourses')}
                </Link>
              </div>
            </div>
          </div>
        </article>
      )}
    </QueryView>
  );
}
