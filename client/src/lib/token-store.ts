/**
 * Where the session token lives: localStorage when the user asked to be remembered, else
 * sessionStorage (gone with the tab), else memory when storage is refused (private modes,
 * blocked cookies). The token is read in that order.
 */
export const TOKEN_KEY = 'userToken';

let memoryToken: string | null = null;

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    const store = globalThis[kind];
    // Touching the store is what throws when the browser refuses it.
    store.getItem(TOKEN_KEY);
    return store;
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return (
    storage('localStorage')?.getItem(TOKEN_KEY) ??
    storage('sessionStorage')?.getItem(TOKEN_KEY) ??
    memoryToken
  );
}

export function setToken(token: string, remember: boolean): void {
  clearToken();
  const store = storage(remember ? 'localStorage' : 'sessionStorage');
  try {
    if (store) {
      store.setItem(TOKEN_KEY, token);
      return;
    }
  } catch {
    // Quota or privacy settings: fall through to memory, which lasts until the page closes.
  }
  memoryToken = token;
}

/**
 * Swaps in a renewed token (after a password change) where the current one is kept, so a
 * remembered session stays remembered and a tab-only one stays tab-only.
 */
export function replaceToken(token: string): void {
  const remembered = storage('localStorage')?.getItem(TOKEN_KEY) != null;
  setToken(token, remembered);
}

export function clearToken(): void {
  memoryToken = null;
  storage('localStorage')?.removeItem(TOKEN_KEY);
  storage('sessionStorage')?.removeItem(TOKEN_KEY);
}
