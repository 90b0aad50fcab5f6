/**
 * Where a page may send the visitor back to after login (document 1 §2: "only same-origin paths
 * are kept"). A path on our own origin: it starts with one slash, has no scheme, no second slash
 * or backslash that a browser would read as another host, and no control characters.
 * Pure, so the login page and the social sign-in callback can share it.
 */
export function safeReturnPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return fallback;
  if (!value.startsWith('/')) return fallback;
  // "//evil.example" and "/\evil.example" are protocol-relative URLs to browsers.
  if (value.startsWith('//') || value.includes('\\')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  return value;
}
