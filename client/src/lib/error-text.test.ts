import { ERROR_CODES } from '@cakeshop/shared';
import { createI18n } from './i18n';
import type { I18n } from './i18n';
import { describe, expect, it } from 'vitest';

import ar from '@cakeshop/shared/i18n/ar.json';
import en from '@cakeshop/shared/i18n/en.json';

import { errorText } from './error-text';
import { HttpError } from './http-error';

const i18n: I18n = await createI18n('ar', {
  common: {
    errors: {
      codes: { auth: { invalid_credentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.' } },
      network: 'تعذّر الاتصال بالخادم.',
      generic: 'حدث خطأ ما.',
    },
  },
});

describe('errorText', () => {
  it("when the code is known, then its message in the reader's language, not the server's English", () => {
    expect(
      errorText(i18n, new HttpError('Wrong e-mail or password', 401, [], 'auth.invalid_credentials')),
    ).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة.');
  });

  it("when the code is unknown (a foreign backend), then the server's own text", () => {
    expect(errorText(i18n, new HttpError('Kitchen closed', 409, [], 'kitchen.closed'))).toBe(
      'Kitchen closed',
    );
  });

  it('when no answer came, then the network message; when nothing readable came, the generic one', () => {
    expect(errorText(i18n, new HttpError('Network request failed', 0, [], 'network'))).toBe(
      'تعذّر الاتصال بالخادم.',
    );
    expect(errorText(i18n, new HttpError('HTTP 502', 502))).toBe('حدث خطأ ما.');
    expect(errorText(i18n, new Error('TypeError: x is undefined'))).toBe('حدث خطأ ما.');
  });
});

describe('the messages for error codes', () => {
  const messageAt = (strings: typeof en, code: string): unknown =>
    code
      .split('.')
      .reduce<unknown>(
        (node, part) => (node as Record<string, unknown> | undefined)?.[part],
        strings.common.errors.codes,
      );

  it.each(ERROR_CODES)(
    'when the server answers %s, then there is a message for it in English and Arabic',
    (code) => {
      expect(typeof messageAt(en, code)).toBe('string');
      expect(typeof messageAt(ar, code)).toBe('string');
    },
  );
});
