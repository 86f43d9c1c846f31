/**
 * `redirectURL` is followed only when it is a path on this site: it starts with exactly one `/`
 * (`//evil.example` and `/\evil.example` are other sites to a browser) and holds no scheme.
 */
export function isSafeRedirect(target: string | null | undefined): target is string {
  if (!target || !target.startsWith('/')) return false;
  if (target.startsWith('//') || target.startsWith('/\\')) return false;
  // Control characters and backslashes are dropped or read as `/` by URL parsers: refuse them.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(target)) return false;
  try {
    const base = 'https://same.origin.invalid';
    return new URL(target, base).origin === base;
  } catch {
    return false;
  }
}

export function safeRedirect(target: string | null | undefined, fallback: string): string {
  return isSafeRedirect(target) ? target : fallback;
}
