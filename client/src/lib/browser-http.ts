import { readCookie } from './cookies';
import { createHttp } from './http';
import { checkResponse } from './response-check';
import { getToken } from './token-store';
import { sendWithProgress } from './upload';

/**
 * The HTTP client as the browser uses it: same origin, the stored token, the anti-forgery cookie
 * echoed on writes, uploads with progress. The query cache carries it for reads (`httpOf`);
 * writes, which only ever run in the browser, call it directly.
 */
export const browserHttp = createHttp({
  fetch: (url, init) => fetch(url, init),
  getToken,
  getXsrfToken: () => readCookie('XSRF-TOKEN'),
  sendWithProgress,
  check: checkResponse,
});
