// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

import { clearToken, getToken, setToken, TOKEN_KEY } from './token-store';

afterEach(() => {
  vi.restoreAllMocks();
  clearToken();
});

describe('token store', () => {
  it('when remember me is ticked, then the token goes to localStorage only', () => {
    setToken('t1', true);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('t1');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(getToken()).toBe('t1');
  });

  it('when remember me is not ticked, then the token goes to sessionStorage only', () => {
    setToken('t2', false);
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe('t2');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(getToken()).toBe('t2');
  });

  it('when a new token is stored, then the old one is gone from the other store', () => {
    setToken('old', true);
    setToken('new', false);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(getToken()).toBe('new');
  });

  it('when cleared, then both stores are empty', () => {
    localStorage.setItem(TOKEN_KEY, 'a');
    sessionStorage.setItem(TOKEN_KEY, 'b');
    clearToken();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(getToken()).toBeNull();
  });

  it('when storage is refused, then the token is kept in memory', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError');
    });
    setToken('mem', true);
    expect(getToken()).toBe('mem');
    clearToken();
    expect(getToken()).toBeNull();
  });
});
