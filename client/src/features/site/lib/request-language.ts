import type { Language } from '../../../lib/language';
import { DEFAULT_LANGUAGE, isLanguage } from '../../../lib/language';

/** The language a page is rendered in, as the renderer sends it with the page's own request. */
export function requestLanguage(request: Request): Language {
  const wanted = request.headers.get('Accept-Language');
  return isLanguage(wanted) ? wanted : DEFAULT_LANGUAGE;
}
