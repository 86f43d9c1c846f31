import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';

import { homeQuery } from '../../api/home';
import { useShopSettings } from '../../api/use-shop-settings';
import type { Language } from '../../lib/language';
import { LANG_PARAM, LANGUAGES } from '../../lib/language';
import { localized } from '../../lib/localized';
import { useSiteUrl } from '../../lib/site-url';
import { useLanguage } from '../../lib/use-language';
import { toJsonLd } from '../../lib/site/json-ld';
import type { StructuredData } from '../../lib/site/structured-data';

const OG_LOCALE: Record<Language, string> = { en: 'en_GB', ar: 'ar_AE' };

export interface PageHeadProps {
  /** The page's own title; the brand is appended. Omit on the home page. */
  title?: string;
  description: string;
  /** The page's picture; pages without one show the home page's hero in link previews. */
  image?: { url: string | null | undefined; alt: string } | null;
  type?: 'website' | 'product' | 'article';
  structured?: readonly (StructuredData | false | null | undefined)[];
}

function urlWith(siteUrl: string, pathname: string, search: string, lang: Language | null): string {
  const params = new URLSearchParams(search);
  if (lang) params.set(LANG_PARAM, lang);
  else params.delete(LANG_PARAM);
  const query = params.toString();
  // `//x/cakes` is a path on this site (a 404), never another host: one slash each.
  return `${siteUrl}${pathname.replace(/\/{2,}/g, '/')}${query ? `?${query}` : ''}`;
}

/** JSON inside a `<script>`: no `</script>` can be formed from the content. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Everything a crawler or a link preview reads from a public page: title, description, canonical
 * and hreflang links, OpenGraph and Twitter tags with an absolute image URL and its alt text, and
 * the JSON-LD. React puts the tags in the document's head, on the server as in the browser, so
 * they are in the first HTML and follow the page when the visitor moves on.
 */
export function PageHead({ title, description, image, type = 'website', structured = [] }: PageHeadProps) {
  const language = useLanguage();
  const siteUrl = useSiteUrl();
  const { pathname, search } = useLocation();
  const { data: home } = useQuery(homeQuery());
  const { currency } = useShopSettings();
  const brand = home ? localized(home, 'brandName', language) : '';
  const fullTitle = [title, brand].filter(Boolean).join(' | ');
  const url = urlWith(siteUrl, pathname, search, language);
  const picture = image?.url
    ? image
    : home?.imageUrl
      ? { url: home.imageUrl, alt: localized(home, 'heroTitle', language) }
      : null;
  const pictureUrl = picture?.url ? new URL(picture.url, `${siteUrl}/`).href : undefined;
  const blocks = home
    ? structured
        .filter((data): data is StructuredData => Boolean(data))
        .map((data) => toJsonLd(data, { origin: siteUrl, language, home, currency }))
    : [];
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {LANGUAGES.map((lang) => (
        <link key={lang} rel="alternate" hrefLang={lang} href={urlWith(siteUrl, pathname, search, lang)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={urlWith(siteUrl, pathname, search, null)} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      {brand && <meta property="og:site_name" content={brand} />}
      <meta property="og:locale" content={OG_LOCALE[language]} />
      {LANGUAGES.filter((lang) => lang !== language).map((lang) => (
        <meta key={lang} property="og:locale:alternate" content={OG_LOCALE[lang]} />
      ))}
      {pictureUrl && <meta property="og:image" content={pictureUrl} />}
      {pictureUrl && <meta property="og:image:alt" content={picture?.alt} />}
      <meta name="twitter:card" content={pictureUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {pictureUrl && <meta name="twitter:image" content={pictureUrl} />}
      {pictureUrl && <meta name="twitter:image:alt" content={picture?.alt} />}
      {blocks.map((block, index) => (
        <script
          key={index}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: scriptJson(block) }}
        />
      ))}
    </>
  );
}
