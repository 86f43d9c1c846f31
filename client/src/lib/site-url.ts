import { createContext, useContext } from 'react';

/**
 * The site's public origin (`https://bakery.example`), for the absolute URLs a page names
 * (canonical, hreflang, OpenGraph, JSON-LD). The server renders with its SITE_URL and hands it
 * to the browser with the page, so both write the same links; never taken from a Host header.
 */
export const SiteUrlContext = createContext('');

export function useSiteUrl(): string {
  return useContext(SiteUrlContext);
}
