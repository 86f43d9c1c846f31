import type { Area } from '@cakeshop/shared';

/**
 * The two area style sheets the client's build writes to dist/ (minified, from its sources).
 * Each HTML response links its area's: the public pages (rendered here) or the browser app.
 */
export const AREA_STYLESHEETS: Record<Area, string> = {
  public: '/public.css',
  admin: '/admin.css',
};

export const AREAS = Object.keys(AREA_STYLESHEETS) as Area[];

export function styleLink(area: Area): string {
  return `<link rel="stylesheet" href="${AREA_STYLESHEETS[area]}">`;
}
