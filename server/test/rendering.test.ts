import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { schemas } from '@cakeshop/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { CakeshopApp } from '../src/app';
import { UNAVAILABLE_RETRY_SECONDS } from '../src/bff/pages';
import { createLogger } from '../src/logger';
import { startBrokenBackend } from '../../scripts/contract-check/broken-backends';
import { startStub } from './helpers';
import { builtApp, SITE_URL } from './support/built-app';

async function listen(cakeshop: CakeshopApp): Promise<string> {
  const server: Server = createServer(cakeshop.app);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const page = (app: CakeshopApp['app'], path: string, lang: 'en' | 'ar' = 'en') =>
  request(app).get(path).set('Accept', 'text/html').set('Cookie', `lang=${lang}`).set('Host', 'evil.example');

/** The text of the page's first <h1>, tags stripped. */
function h1(html: string): string {
  return (/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '').trim();
}

function head(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
  );
}

let embedded: CakeshopApp;
let ids: { cake: number; course: number };
beforeAll(async () => {
  embedded = await builtApp();
  const cakes = await request(embedded.app).get('/api/Cake/GetCakes?q=Berry%20cheesecake');
  const courses = await request(embedded.app).get('/api/Course/GetCourses?q=Buttercream');
  ids = {
    cake: schemas.GetCakes.response.parse(cakes.body).items[0]!.id,
    course: schemas.GetCourses.response.parse(courses.body).items[0]!.id,
  };
});

const PAGES: { path: () => string; h1: Record<'en' | 'ar', string>; ld?: string }[] = [
  { path: () => '/', h1: { en: 'Cakes baked with love', ar: 'كعك' }, ld: 'Bakery' },
  { path: () => '/cakes', h1: { en: 'Cakes', ar: 'الكيك' }, ld: 'ItemList' },
  { path: () => `/cakes/${ids.cake}`, h1: { en: 'Berry cheesecake', ar: 'تشيز كيك بالتوت' }, ld: 'Product' },
  { path: () => '/cake-categories', h1: { en: 'Cake categories', ar: 'تصنيفات الكيك' } },
  { path: () => '/courses', h1: { en: 'Courses', ar: 'الدورات' }, ld: 'ItemList' },
  {
    path: () => `/courses/${ids.course}`,
    h1: { en: 'Buttercream flowers', ar: 'زهور كريمة الزبدة' },
    ld: 'Course',
  },
  { path: () => '/course-categories', h1: { en: 'Course categories', ar: 'تصنيفات الدورات' } },
  { path: () => '/about', h1: { en: 'Our story', ar: 'حكايتنا' }, ld: 'Bakery' },
  { path: () => '/instructor', h1: { en: 'Lina Haddad', ar: 'لينا حدّاد' }, ld: 'Person' },
  { path: () => '/faq', h1: { en: 'Questions', ar: 'الأسئلة الشائعة' }, ld: 'FAQPage' },
  { path: () => '/contact', h1: { en: 'Contact', ar: 'تواصل معنا' }, ld: 'Bakery' },
];

describe('public pages rendered on the server (embedded API)', () => {
  for (const lang of ['en', 'ar'] as const) {
    it.each(PAGES.map((entry) => [entry.h1.en, entry] as const))(
      `when %s is asked for in ${lang}, then its content, head tags and JSON-LD are in the first HTML`,
      async (_name, entry) => {
        const res = await page(embedded.app, entry.path(), lang);
        expect(res.status).toBe(200);
        const html = res.text;
        expect(html).toContain(`<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">`);
        expect(h1(html)).toContain(entry.h1[lang]);
        const top = head(html);
        expect(top).toMatch(/<title>[^<]+<\/title>/);
        expect(top).toMatch(/<meta name="description" content="[^"]+"/);
        expect(top).toContain(`<link rel="canonical" href="${SITE_URL}${entry.path()}?lang=${lang}"/>`);
        expect(top).toContain(`hrefLang="ar" href="${SITE_URL}${entry.path()}?lang=ar"`);
        expect(top).toContain(`hrefLang="x-default" href="${SITE_URL}${entry.path()}"`);
        expect(top).toMatch(new RegExp(`<meta property="og:image" content="${SITE_URL}/api/media/[^"]+"`));
        expect(top).toMatch(/<meta property="og:image:alt" content="[^"]+"/);
        expect(top).toContain('<meta name="twitter:card" content="summary_large_image"/>');
        if (entry.ld) expect(jsonLd(html).map((block) => block['@type'])).toContain(entry.ld);
        // No browser app: a page is HTML that works on its own.
        expect(html).not.toContain('id="root"></div>');
        // The Host header is never copied into a page.
        expect(html).not.toContain('evil.example');
      },
    );
  }

  it('when a page has no form, then it runs no script at all: only data blocks and the speculation rules (strict CSP)', async () => {
    const res = await page(embedded.app, '/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' 'inline-speculation-rules'");
    expect(csp).not.toContain('unsafe-inline');
    const scripts = [...res.text.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');
    expect(scripts).toContain(' type="speculationrules"');
    for (const attributes of scripts)
      expect(attributes).toMatch(/type="(application\/ld\+json|speculationrules)"/);
  });

  it('when a page has a form, then its one script is the islands loader, and the form is marked as an island with its data beside it', async () => {
    const res = await page(embedded.app, `/cakes/${ids.cake}`);
    const scripts = [...res.text.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');
    const code = scripts.filter((attributes) => attributes.includes('src='));
    expect(code).toEqual([expect.stringMatching(/^ type="module" src="\/assets\/islands-[\w-]+\.js"$/)]);
    expect(res.text).toMatch(/<div id="island-1" data-island="addToBasket"><form [^>]*method="post"/);
    const data = /<script type="application\/json" id="island-1-data">(.*?)<\/script>/.exec(res.text)?.[1];
    expect(JSON.parse(data ?? '{}')).toMatchObject({
      language: 'en',
      props: { cake: { id: ids.cake } },
    });
    // The pictures come first: nothing in the head competes with them.
    expect(head(res.text)).toMatch(/<link rel="preload" as="image"[^>]*fetchPriority="high"/);
  });

  it('when two visitors get the same cached page, then each form has its own anti-forgery token and idempotency key', async () => {
    const keys = async () => {
      // The course's booking form makes a request: it carries a key of its own.
      const res = await page(embedded.app, `/courses/${ids.course}`);
      const value = (name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(res.text)?.[1];
      return { csrf: value('_csrf'), key: value('idempotencyKey') };
    };
    const [first, second] = [await keys(), await keys()];
    expect(first.key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(first.csrf).toBeTruthy();
    expect(second.key).not.toBe(first.key);
    expect(second.csrf).not.toBe(first.csrf);
  });

  it.each([
    ['an unknown path', '/no/such/page', 'Sorry, page not found'],
    ['an unknown cake', '/cakes/987654', 'We could not find this cake.'],
    ['a cake id that cannot be one', '/cakes/abc', 'We could not find this cake.'],
    ['an unknown course', '/courses/987654', 'We could not find this course.'],
  ])(
    'when %s is asked for, then 404 with the site’s not-found page in its header and footer',
    async (_n, path, text) => {
      const res = await page(embedded.app, path);
      expect(res.status).toBe(404);
      expect(h1(res.text)).toBe(text);
      expect(res.text).toContain('class="site-header"');
      expect(res.text).toContain('class="site-footer"');
    },
  );

  it('when the path starts with two slashes, then it is a 404 on this site and every link stays on it', async () => {
    const res = await page(embedded.app, '//evil.example/cakes');
    expect(res.status).toBe(404);
    expect(head(res.text)).toContain(`<link rel="canonical" href="${SITE_URL}/evil.example/cakes?lang=en"/>`);
    expect(res.text).not.toMatch(/(href|content)="(https?:)?\/\/evil\.example/);
  });

  it('when an unknown path is inside the dashboard, then 404 with the app shell (the dashboard renders in the browser)', async () => {
    const res = await page(embedded.app, '/dashboard/no-such-screen');
    expect(res.status).toBe(404);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).toContain('href="/admin.css"');
  });

  it('when the content changes through the API, then the next page shows it (the micro-cache is dropped)', async () => {
    const before = await page(embedded.app, '/faq');
    expect(before.status).toBe(200);
    const write = await signedInWriter(embedded.app, before.headers['set-cookie']);
    const question = `Do you bake on Fridays ${Date.now()}?`;
    const added = await write('/api/FAQ/AddFAQ').send({
      questionEn: question,
      questionAr: 'هل تخبزون يوم الجمعة؟',
      answerEn: 'Yes.',
      answerAr: 'نعم.',
    });
    expect(added.status).toBe(201);
    expect((await page(embedded.app, '/faq')).text).toContain(question);
  });
});

describe('what drops the rendered pages', () => {
  let cached: CakeshopApp;
  beforeAll(async () => {
    // Kept a minute, so only a drop (never the clock) renders a page again during the test.
    cached = await builtApp({}, createLogger('silent'), 60_000);
  });

  it('when a visitor books a seat, then the course page rendered before is served from the cache; a content write drops it', async () => {
    const courses = await request(cached.app).get('/api/Course/GetCourses?upcoming=true&pageSize=50');
    const course = schemas.GetCourses.response
      .parse(courses.body)
      .items.find((item) => (item.seatsLeft ?? 0) > 1);
    if (!course) throw new Error('the demo content has no upcoming course with seats');
    const before = await page(cached.app, `/courses/${course.id}`);
    const { cookie, xsrf } = antiForgery(before.headers['set-cookie']);
    const booked = await request(cached.app)
      .post('/api/Booking/AddCourseBooking')
      .set('Cookie', cookie)
      .set('X-XSRF-TOKEN', xsrf)
      .send({
        courseId: course.id,
        seats: 1,
        customerName: 'Sara Ahmed',
        phone: '+971 50 123 4567',
        language: 'en',
      });
    expect(booked.status).toBe(201);
    // The booking changed the seats left, but no rendered page: the same page comes back (its
    // forms' token and key are each response's own).
    const shared = (html: string) => html.replace(/name="(_csrf|idempotencyKey)" value="[^"]*"/g, '');
    expect(shared((await page(cached.app, `/courses/${course.id}`)).text)).toBe(shared(before.text));

    const write = await signedInWriter(cached.app, before.headers['set-cookie']);
    const edited = await write('/api/FAQ/AddFAQ').send({
      questionEn: 'Do you bake on Fridays?',
      questionAr: 'هل تخبزون يوم الجمعة؟',
      answerEn: 'Yes.',
      answerAr: 'نعم.',
    });
    expect(edited.status).toBe(201);
    expect(shared((await page(cached.app, `/courses/${course.id}`)).text)).not.toBe(shared(before.text));
  });
});

/** The cookies and the anti-forgery token a page's response handed out. */
function antiForgery(setCookie: unknown): { cookie: string; xsrf: string } {
  const lines = (Array.isArray(setCookie) ? setCookie : []) as string[];
  const cookie = lines.map((line) => line.split(';')[0]).join('; ');
  return { cookie, xsrf: decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '') };
}

/** POSTs as the administrator, with the anti-forgery pair a page's response handed out. */
async function signedInWriter(app: CakeshopApp['app'], setCookie: unknown) {
  const { cookie, xsrf } = antiForgery(setCookie);
  const post = (path: string) => request(app).post(path).set('Cookie', cookie).set('X-XSRF-TOKEN', xsrf);
  const login = await post('/api/Auth/Login').send({
    email: 'admin@example.com',
    password: 'correct horse battery staple',
  });
  expect(login.status).toBe(200);
  const { token } = schemas.Login.response.parse(login.body);
  return (path: string) => post(path).set('Authorization', `Bearer ${token}`);
}

describe('public pages rendered on the server in front of a backend (API_TARGET)', () => {
  let proxied: CakeshopApp;
  let hits: string[];

  beforeAll(async () => {
    const backendUrl = await listen(embedded);
    hits = [];
    const counter = await startStub((req, res) => {
      hits.push(req.url ?? '');
      const forward = new URL(req.url ?? '/', backendUrl);
      void fetch(forward, { headers: { Accept: 'application/json' } }).then(async (answer) => {
        res.writeHead(answer.status, {
          'Content-Type': answer.headers.get('Content-Type') ?? 'application/json',
        });
        res.end(Buffer.from(await answer.arrayBuffer()));
      });
    });
    proxied = await builtApp({ API_TARGET: counter.url });
  });

  it('when a page is asked for, then it is rendered from the backend, with its content and head', async () => {
    const res = await page(proxied.app, `/cakes/${ids.cake}`, 'ar');
    expect(res.status).toBe(200);
    expect(h1(res.text)).toBe('تشيز كيك بالتوت');
    expect(jsonLd(res.text).map((block) => block['@type'])).toContain('Product');
  });

  it('when the backend does not know the cake, then 404 with the not-found page', async () => {
    const res = await page(proxied.app, '/cakes/987654');
    expect(res.status).toBe(404);
    expect(h1(res.text)).toBe('We could not find this cake.');
  });

  it('when a burst of visitors asks for the same page, then the backend is asked once', async () => {
    const path = `/courses?page=1&burst=${Date.now()}`;
    hits.length = 0;
    const answers = await Promise.all(Array.from({ length: 10 }, () => page(proxied.app, path)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(hits.filter((hit) => hit.startsWith('/api/Course/GetCourses'))).toHaveLength(1);
  });
});

describe('a backend that fails or never answers', () => {
  it('when the backend never answers, then the try-again notice arrives within the deadline, status 503, never a 500', async () => {
    const silent = await startStub(() => undefined);
    const app = await builtApp({ API_TARGET: silent.url, PROXY_TIMEOUT_MS: '30000' });
    const started = performance.now();
    const res = await page(app.app, '/cakes');
    // The render deadline is 2 s; the bound leaves room for a busy machine and still proves no hang.
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(res.status).toBe(503);
    expect(h1(res.text)).toBe('We will be right back');
    expect(res.text).toContain('<html lang="en" dir="ltr">');
  });

  it("when the backend answers 500, then the try-again notice in the visitor's language (503, not kept, Retry-After), and 404 for a path no page has", async () => {
    const failing = await startStub((_req, res) => {
      res.writeHead(500, { 'Content-Type': 'text/html' });
      res.end('<html>stack trace</html>');
    });
    const app = await builtApp({ API_TARGET: failing.url });
    const known = await page(app.app, '/about', 'ar');
    expect(known.status).toBe(503);
    expect(known.headers['retry-after']).toBe(String(UNAVAILABLE_RETRY_SECONDS));
    expect(known.text).toContain('<html lang="ar" dir="rtl">');
    expect(h1(known.text)).toBe('نعود خلال لحظات');
    expect(known.text).toContain('<meta name="robots" content="noindex"/>');
    expect(known.text).not.toContain('stack trace');
    const unknown = await page(app.app, '/no/such/page');
    expect(unknown.status).toBe(404);
  });
});

describe('a backend that breaks the contract', () => {
  it('when its keys are PascalCase, then the visitor gets the try-again notice (503) and the log names the field path', async () => {
    const backend = await startBrokenBackend('pascal-case', await listen(embedded));
    afterAll(() => backend.close());
    const lines: string[] = [];
    const app = await builtApp(
      { API_TARGET: backend.url },
      createLogger('warn', { write: (line: string) => lines.push(line) }),
    );
    const res = await page(app.app, '/cakes', 'ar');
    expect(res.status).toBe(503);
    expect(res.text).not.toContain('undefined');
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; reason?: string });
    const unrendered = logged.find((entry) => entry.msg.includes('not rendered'));
    expect(unrendered?.reason).toMatch(
      /GetCakes answered outside the contract: items: Invalid input: expected array, received undefined/,
    );
  });

  it('when prices arrive as strings, then the page is not rendered with them (no US$NaN) and the log names items.0.price', async () => {
    const backend = await startBrokenBackend('string-numbers', await listen(embedded));
    afterAll(() => backend.close());
    const lines: string[] = [];
    const app = await builtApp(
      { API_TARGET: backend.url },
      createLogger('warn', { write: (line: string) => lines.push(line) }),
    );
    const res = await page(app.app, `/cakes/${ids.cake}`);
    expect(res.status).toBe(503);
    expect(res.text).not.toContain('NaN');
    expect(lines.join('\n')).toMatch(
      /GetCakeById answered outside the contract: price: Invalid input: expected number, received string/,
    );
  });
});
