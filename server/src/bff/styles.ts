import type { Area } from '@cakeshop/shared';

/**
 * The two area style sheets the client's build writes to dist/ (minified, from its sources).
 * The first HTML response links the right one, so it downloads alongside the JS instead of after
 * it; the client swaps sheets (found by `data-area-style`) when the visitor changes area.
 */
export const AREA_STYLESHEETS: Record<Area, string> = {
  public: '/public.css',
  admin: '/admin.css',
};

export const AREAS = Object.keys(AREA_STYLESHEETS) as Area[];

export function styleLink(area: Area): string {
  return `<link rel="stylesheet" href="${AREA_STYLESHEETS[area]}" data-area-style>`;
}
