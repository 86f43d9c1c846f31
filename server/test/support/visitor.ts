import type { Express } from 'express';
import request from 'supertest';

import { cookiesOf } from '../helpers';

/** A visitor with JavaScript off: their cookies, carried from one response to the next. */
export interface Visitor {
  cookie: string;
  hidden: { _csrf: string; idempotencyKey: string };
  html: string;
}

const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');

/** A hidden field's value in a page (the first of that name). */
export const fieldIn = (html: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';

/**
 * A page opened in their language with the cookies they have (`extra`: e.g. their basket), its
 * cookies and its form's hidden fields.
 */
export async function open(
  app: Express,
  path: string,
  lang: 'en' | 'ar',
  address = '10.0.0.1',
  extra: Record<string, string> = {},
): Promise<Visitor> {
  const res = await request(app)
    .get(path)
    .set('Accept', 'text/html')
    .set('Cookie', cookieHeader({ lang, ...extra }))
    .set('X-Forwarded-For', address);
  const cookies = { ...extra, ...cookiesOf(res.headers['set-cookie']), lang };
  return {
    html: res.text,
    cookie: cookieHeader(cookies),
    hidden: { _csrf: fieldIn(res.text, '_csrf'), idempotencyKey: fieldIn(res.text, 'idempotencyKey') },
  };
}

/** The form as a browser posts it (urlencoded), from that visitor. */
export const post = (
  app: Express,
  path: string,
  cookie: string,
  fields: Record<string, string>,
  address = '10.0.0.1',
) =>
  request(app)
    .post(path)
    .set('Accept', 'text/html')
    .set('Cookie', cookie)
    .set('X-Forwarded-For', address)
    .type('form')
    .send(fields);

/** The messages shown beside the fields and above the button. */
export const problems = (html: string) =>
  [...html.matchAll(/class="(?:field__error|order-form__error)"[^>]*>([^<]*)</g)].map((match) => match[1]);
