// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

import { browserHttp } from './browser-http';
import { setToken } from './token-store';

/** A stand-in XMLHttpRequest: records what is sent and lets the test drive progress and the answer. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  private listeners: Record<string, (() => void)[]> = {};
  upload = {
    listeners: [] as ((event: { lengthComputable: boolean; loaded: number; total: number }) => void)[],
    addEventListener(
      _: string,
      listener: (event: { lengthComputable: boolean; loaded: number; total: number }) => void,
    ) {
      this.listeners.push(listener);
    },
  };
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(key: string, value: string) {
    this.headers[key.toLowerCase()] = value;
  }
  addEventListener(type: string, listener: () => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  getResponseHeader() {
    return 'application/json';
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.listeners['abort']?.forEach((listener) => listener());
  }
  progress(loaded: number, total: number) {
    this.upload.listeners.forEach((listener) => listener({ lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.listeners['load']?.forEach((listener) => listener());
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('multipart upload with progress', () => {
  it('when onProgress is given, then progress is reported and the usual headers are sent', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    setToken('tok', false);
    document.cookie = 'XSRF-TOKEN=xsrf; Path=/';
    const progress: number[] = [];
    const pending = browserHttp.request('UpdateAboutData', {
      body: { titleEn: 'About', titleAr: 'من نحن', bodyEn: 'x', bodyAr: 'س' },
      file: new File(['img'], 'a.png', { type: 'image/png' }),
      onProgress: (fraction: number) => progress.push(fraction),
    });
    const xhr = FakeXhr.last as FakeXhr;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/About/UpdateAboutData');
    expect(xhr.headers['authorization']).toBe('Bearer tok');
    expect(xhr.headers['x-xsrf-token']).toBe('xsrf');
    expect((xhr.body as FormData).get('image')).toBeInstanceOf(File);
    xhr.progress(50, 100);
    xhr.respond(200, { titleEn: 'About' });
    await expect(pending).resolves.toEqual({ titleEn: 'About' });
    expect(progress).toEqual([0.5, 1]);
  });

  it('when the upload is refused, then the server message is thrown', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const pending = browserHttp.request('UpdateHomeData', {
      body: { brandNameEn: 'a', brandNameAr: 'b', heroTitleEn: 'c', heroTitleAr: 'd' },
      onProgress: () => undefined,
    });
    (FakeXhr.last as FakeXhr).respond(413, { error: 'Image too large' });
    await expect(pending).rejects.toMatchObject({ status: 413, message: 'Image too large' });
  });
});
