import { beforeEach, describe, expect, it, vi } from 'vitest';

import { HttpError } from './http-error';
import { createHttp, type Http } from './http';

function reply(status: number, body: unknown, contentType = 'application/json'): Response {
  const text = body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, { status, headers: text === null ? {} : { 'Content-Type': contentType } });
}

let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
let token: string | null;
let xsrf: string | null;
let http: Http;

function lastCall(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init = {}] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init, headers: new Headers(init.headers) };
}

const request: Http['request'] = (name, options) => http.request(name, options);
const send: Http['send'] = (url, init) => http.send(url, init);

beforeEach(() => {
  fetchMock = vi.fn(() => Promise.resolve(reply(200, { ok: true })));
  token = null;
  xsrf = null;
  http = createHttp({ fetch: fetchMock, getToken: () => token, getXsrfToken: () => xsrf });
});

describe('request (the endpoint table)', () => {
  it('when called by name, then it uses the table method and path and builds the query', async () => {
    await request('GetCakes', { query: { pageNume: 2, pageSize: 12, catId: 3, q: '' } });
    const { url, init } = lastCall();
    expect(init.method).toBe('GET');
    expect(url).toBe('/api/Cake/GetCakes?pageNume=2&pageSize=12&catId=3');
  });

  it('when the endpoint takes JSON, then the body is sent as JSON', async () => {
    await request('Login', { body: { email: 'a@b.c', password: 'secret' } });
    const { init, headers } = lastCall();
    expect(init.method).toBe('POST');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'a@b.c', password: 'secret' });
  });

  it('when the endpoint is multipart, then fields go as text and the file as `image`', async () => {
    const file = new File(['x'], 'cake.png', { type: 'image/png' });
    await request('AddCake', {
      body: { nameEn: 'Cake', nameAr: 'كيك', price: 12.5, cakeCategoryId: 1, featured: true },
      file,
    });
    const form = lastCall().init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('price')).toBe('12.5');
    expect(form.get('featured')).toBe('true');
    expect((form.get('image') as File).name).toBe('cake.png');
  });

  it('when the answer is 204 or empty, then it resolves to undefined', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(request('DeleteCake', { query: { Id: 4 } })).resolves.toBeUndefined();
    expect(lastCall().url).toBe('/api/Cake/DeleteCake?Id=4');
  });

  it('when a 2xx answer is text, then the text is returned', async () => {
    fetchMock.mockResolvedValueOnce(reply(200, 'saved', 'text/plain'));
    await expect(send('/api/x')).resolves.toBe('saved');
  });
});

describe('headers', () => {
  it('when a token is stored, then requests carry it as a bearer token', async () => {
    token = 'abc.def';
    await request('GetAccount');
    expect(lastCall().headers.get('Authorization')).toBe('Bearer abc.def');
  });

  it('when no token is stored, then there is no Authorization header', async () => {
    await request('GetHomeData');
    expect(lastCall().headers.has('Authorization')).toBe(false);
  });

  it('when a relative request is not GET/HEAD, then X-XSRF-TOKEN comes from the cookie', async () => {
    xsrf = 'tok/en';
    await request('DeleteFAQ', { query: { Id: 1 } });
    expect(lastCall().headers.get('X-XSRF-TOKEN')).toBe('tok/en');
  });

  it('when the request is a GET or HEAD, then no anti-forgery header is sent', async () => {
    xsrf = 'token';
    await request('GetGetFAQs');
    await send('/api/FAQ/GetGetFAQs', { method: 'HEAD' });
    expect(fetchMock.mock.calls.every(([, init]) => !new Headers(init?.headers).has('X-XSRF-TOKEN'))).toBe(
      true,
    );
  });

  it('when the URL is absolute (another origin), then the anti-forgery token is not leaked', async () => {
    xsrf = 'token';
    await send('https://elsewhere.example/api/x', { method: 'POST' });
    await send('//elsewhere.example/api/x', { method: 'POST' });
    expect(fetchMock.mock.calls.every(([, init]) => !new Headers(init?.headers).has('X-XSRF-TOKEN'))).toBe(
      true,
    );
  });

  it.each(['/media/a.jpg', '/media/a.JPEG', '/media/a.png?v=2', 'https://cdn.example/b.gif'])(
    'when %s is requested, then Cache-Control is max-age=86400',
    async (url) => {
      await send(url);
      expect(lastCall().headers.get('Cache-Control')).toBe('max-age=86400');
    },
  );

  it('when anything else is requested, then no Cache-Control is added', async () => {
    await send('/media/a.webp');
    await request('GetCakes');
    expect(fetchMock.mock.calls.every(([, init]) => !new Headers(init?.headers).has('Cache-Control'))).toBe(
      true,
    );
  });
});

describe('base URL and headers of the server side', () => {
  it('when a base URL and headers are given, then relative calls go there and carry them', async () => {
    http = createHttp({
      fetch: fetchMock,
      baseUrl: 'http://api.internal',
      headers: { 'Accept-Language': 'ar' },
    });
    await request('GetHomeData');
    expect(lastCall().url).toBe('http://api.internal/api/Home/GetHomeData');
    expect(lastCall().headers.get('Accept-Language')).toBe('ar');
  });
});

describe('errors', () => {
  it('when the body is the contract error, then the HttpError carries its message, status, code and details', async () => {
    const details = [{ path: 'nameEn', message: 'Required' }];
    fetchMock.mockResolvedValueOnce(reply(400, { error: 'Invalid input', code: 'validation', details }));
    const error = await request('AddFAQ', { body: { questionEn: '' } as never }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: 'Invalid input', status: 400, code: 'validation', details });
  });

  it('when a calendar would close days holding requests, then the HttpError lists them (a malformed entry left out)', async () => {
    const sara = {
      kind: 'cake',
      id: 4,
      reference: 'K7Q2-9MXD',
      customerName: 'Sara',
      day: '2026-12-11T00:00:00.000Z',
      status: 'new',
      language: 'ar',
    };
    fetchMock.mockResolvedValueOnce(
      reply(409, {
        error: 'This calendar closes days that hold 1 open request(s)',
        code: 'calendar.closes_requests',
        affected: [sara, { kind: 'cake', id: 'five' }],
      }),
    );
    const error = await request('GetHomeData').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, code: 'calendar.closes_requests', affected: [sara] });
  });

  it('when the body is not the contract error, then the status alone is kept (the UI words it)', async () => {
    fetchMock.mockResolvedValueOnce(reply(502, '<html>Bad gateway from upstream</html>', 'text/html'));
    await expect(request('GetHomeData')).rejects.toMatchObject({
      message: 'HTTP 502',
      status: 502,
      code: undefined,
    });
  });

  it('when a call fails, then it only throws: no toast, no log, no redirect (the caches decide)', async () => {
    const log = vi.spyOn(console, 'error');
    fetchMock.mockResolvedValueOnce(
      reply(401, { error: 'Your session has expired', code: 'auth.unauthorized' }),
    );
    await expect(request('GetAccount')).rejects.toMatchObject({ status: 401 });
    expect(log).not.toHaveBeenCalled();
  });

  it('when the network fails, then an HttpError with status 0 and code network is thrown', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(request('GetHomeData')).rejects.toMatchObject({ status: 0, code: 'network' });
  });

  it('when the call is aborted, then the abort itself is thrown', async () => {
    fetchMock.mockRejectedValueOnce(new DOMException('Aborted', 'AbortError'));
    await expect(request('GetHomeData')).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('download (a row that answers with a file)', () => {
  it('when a query is given, then it is sent and the name comes from Content-Disposition', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('\uFEFFcake,qty\n', {
        status: 200,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="production-2026-12-10.csv"',
        },
      }),
    );
    const file = await http.download('ExportProductionSheet', {
      query: { date: '2026-12-10T00:00:00.000Z', branchId: 2 },
    });
    expect(lastCall().url).toBe(
      '/api/Production/ExportProductionSheet?date=2026-12-10T00%3A00%3A00.000Z&branchId=2',
    );
    expect(file.fileName).toBe('production-2026-12-10.csv');
    expect(new Uint8Array(await file.blob.arrayBuffer()).slice(0, 3)).toEqual(
      new Uint8Array([0xef, 0xbb, 0xbf]),
    );
  });

  it('when the file is refused, then the contract error is thrown', async () => {
    fetchMock.mockResolvedValueOnce(reply(404, { error: 'Not found' }));
    await expect(http.download('ExportProductionSheet')).rejects.toMatchObject({ status: 404 });
  });
});
