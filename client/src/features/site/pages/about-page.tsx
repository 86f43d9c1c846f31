import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';

import { aboutQuery } from '../../../api/about';
import { branchesQuery } from '../../../api/contact';
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
    Component: AboutPage,
    loader: async () => {
      await settled(queryClient.ensureQueryData(aboutQuery()));
      return null;
    },
    handle: { titleKey: 'site.titles.about' },
  };
}

export function AboutPage() {
  const language = useLanguage();
  const about = useQuery(aboutQuery());
  const { data: branches } = useQuery(branchesQuery());
  const title = about.data ? localized(about.data, 'title', language) : '';
  const body = about.data ? localized(about.data, 'body', language) : '';
  return (
    <QueryView query={about}>
      {(data) => (
        <article className="story">
          <PageHead
            title={title}
            description={body.slice(0, 160)}
            image={{ url: data.imageUrl, alt: title }}
            structured={[branches && { kind: 'bakery', branches }]}
          />
          <h1 className="page-intro__title">{title}</h1>
          <div className="story__layout">
            <ResponsiveImage
              className="story__image"
              imageUrl={data.imageUrl}
              imageSrcset={data.imageSrcset}
              sizes="(min-width: 56rem) 30rem, 100vw"
              alt={title}
              width={1600}
              height={900}
              priority
            />
            <Paragraphs className="story__body" text={body} />
          </div>
        </article>
      )}
    </QueryView>
  );
}
