import type { Language } from '../language';
import { DEFAULT_LANGUAGE, isLanguage } from '../language';

/** The language a page is rendered in, as the renderer sends it with the page's own request. */
export function requestLanguage(request: Request): Language {
  const wanted = request.headers.get('Accept-Language');
  return isLanguage(wanted) ? wanted : DEFAULT_LANGUAGE;
}
