// A site's /api as a browser and a signed-in owner reach it over HTTP: the anti-forgery cookie
// and header of a first page, a bearer token, JSON and multipart bodies. Every answer that is not
// the one expected stops the script with what the server said.

export class SiteClient {
  constructor(baseUrl) {
    this.baseUrl = baseUrl;
    this.cookies = '';
    this.xsrf = '';
    this.token = '';
  }

  /** The anti-forgery cookies a browser holds after its first page, then the owner's token. */
  async signIn(email, password) {
    const page = await fetch(`${this.baseUrl}/`, { headers: { accept: 'text/html' } });
    const cookies = page.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
    this.cookies = cookies.join('; ');
    const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='));
    this.xsrf = decodeURIComponent(xsrf?.slice('XSRF-TOKEN='.length) ?? '');
    this.token = (await this.post('/api/Auth/Login', { email, password }, { visitor: true })).token;
  }

  headers({ visitor = false } = {}) {
    return {
      cookie: this.cookies,
      'x-xsrf-token': this.xsrf,
      ...(visitor || !this.token ? {} : { authorization: `Bearer ${this.token}` }),
    };
  }

  async send(method, path, { body, visitor, expect, query } = {}) {
    const url = new URL(path, this.baseUrl);
    for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, String(value));
    const json = body !== undefined && !(body instanceof FormData);
    const response = await fetch(url, {
      method,
      headers: { ...this.headers({ visitor }), ...(json ? { 'content-type': 'application/json' } : {}) },
      body: json ? JSON.stringify(body) : body,
    });
    const ok = expect ? response.status === expect : response.ok;
    if (!ok)
      throw new Error(`${method} ${url.pathname}${url.search}: ${response.status} ${await response.text()}`);
    return response;
  }

  async get(path, query, options = {}) {
    const response = await this.send('GET', path, { ...options, query });
    return response.headers.get('content-type')?.includes('json') ? response.json() : response.text();
  }

  /** A GET as a visitor: no token. */
  getAsVisitor(path, query) {
    return this.get(path, query, { visitor: true });
  }

  async bytes(path, options = {}) {
    return Buffer.from(await (await this.send('GET', path, options)).arrayBuffer());
  }

  async post(path, body, options = {}) {
    const response = await this.send('POST', path, { ...options, body });
    return response.status === 204 ? null : response.json();
  }

  /** A multipart POST: text fields (objects as JSON text, as the dashboard sends lists), and files. */
  postForm(path, fields, files = [], options = {}) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields))
      form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    for (const { field, name, bytes, type } of files) form.append(field, new Blob([bytes], { type }), name);
    return this.post(path, form, options);
  }

  /** Every item of a paged list (pages of 100). */
  async all(path, query = {}) {
    const items = [];
    for (let page = 1; ; page += 1) {
      const answer = await this.get(path, { ...query, pageNume: page, pageSize: 100 });
      items.push(...answer.items);
      if (items.length >= answer.totalCount || answer.items.length === 0) return items;
    }
  }
}
