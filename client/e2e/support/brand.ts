import type { HomeData } from '@cakeshop/shared';
import type { APIRequestContext } from '@playwright/test';

/** The business's name as the home settings hold it: what titles and the shell must show. */
export async function brandName(request: APIRequestContext, language: 'en' | 'ar'): Promise<string> {
  const home = (await (await request.get('/api/Home/GetHomeData')).json()) as HomeData;
  return language === 'ar' ? home.brandNameAr : home.brandNameEn;
}
