import { pathTo } from '@cakeshop/shared/routes';
import { useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { branchesQuery } from '../../../api/contact';
import { homeQuery } from '../../../api/home';
import { ResponsiveImage } from '../../../components/responsive-image';
import type { LazyRoute } from '../../../lib/route-handle';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import { PageHead } from '../../../components/site/page-head';
import { QueryView } from '../../../components/site/query-view';
import { settled } from '../../../lib/site/page-loaders';
import { FeaturedCakes, FeaturedCourses, loadHomeLists } from './home-featured';
import { HomeCategories } from './home-categories';
import { InSeason, loadInSeason } from './home-in-season';
import { InstructorTeaser } from './home-instructor';

export function route(queryClient: QueryClient): LazyRoute {
  return {
    Component: HomePage,
    loader: async () => {
      await settled(
        queryClient.ensureQueryData(homeQuery()),
        ...loadHomeLists(queryClient),
        loadInSeason(queryClient),
      );
      return null;
    },
    handle: { titleKey: 'site.titles.home' },
  };
}

function HomeHead() {
  const language = useLanguage();
  const { data: home } = useQuery(homeQuery());
  const { data: branches } = useQuery(branchesQuery());
  if (!home) return null;
  return (
    <PageHead
      description={localized(home, 'heroSubtitle', language) || localized(home, 'heroTitle', language)}
      image={{ url: home.imageUrl, alt: localized(home, 'heroTitle', language) }}
      structured={[branches && { kind: 'bakery', branches }]}
    />
  );
}

export function HomePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const home = useQuery(homeQuery());
  return (
    <>
      <HomeHead />
      <QueryView query={home}>
        {(data) => (
          <section className="hero" aria-labelledby="hero-title">
            <div className="hero__text">
              <h1 id="hero-title" className="hero__title">
                {localized(data, 'heroTitle', language)}
              </h1>
              <p className="hero__subtitle">{localized(data, 'heroSubtitle', language)}</p>
              <div className="hero__actions">
                <Link className="btn btn--primary btn--large" to={pathTo('cakes')}>
                  {t('site.home.browseCakes')}
                </Link>
                <Link className="btn btn--secondary btn--large" to={pathTo('courses')}>
                  {t('site.home.browseCourses')}
                </Link>
              </div>
            </div>
            <ResponsiveImage
              className="hero__image"
              imageUrl={data.imageUrl}
              imageSrcset={data.imageSrcset}
              sizes="(min-width: 56rem) 50vw, 100vw"
              alt={localized(data, 'brandName', language)}
              width={1600}
              height={900}
              priority
            />
          </section>
        )}
      </QueryView>
      {home.data && (home.data.introTitleEn || home.data.introTitleAr) && (
        <section className="intro" aria-labelledby="intro-title">
          <h2 id="intro-title">{localized(home.data, 'introTitle', language)}</h2>
          <p>{localized(home.data, 'introBody', language)}</p>
        </section>
      )}
      {/* Each section below the fold hydrates on its own (a slice of work, not one long task). */}
      <Suspense>
        <InSeason />
      </Suspense>
      <Suspense>
        <FeaturedCakes />
      </Suspense>
      <Suspense>
        <HomeCategories />
      </Suspense>
      <Suspense>
        <FeaturedCourses />
      </Suspense>
      <Suspense>
        <InstructorTeaser />
      </Suspense>
      <section className="cta" aria-labelledby="cta-title">
        <h2 id="cta-title">{t('site.home.ctaTitle')}</h2>
        <p>{t('site.home.ctaText')}</p>
        <Link className="btn btn--primary btn--large" to={pathTo('contact')}>
          {t('site.home.ctaAction')}
        </Link>
      </section>
    </>
  );
}
