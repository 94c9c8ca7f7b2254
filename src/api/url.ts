// Base URL handling. Users paste the base in several forms — `https://api.shipandco.com`, the same with
// `/v1` or `/v1/`, the retired `https://app.shipandco.com/api/v1` — while every path in the code begins
// with `/v1/` as in the spec. Normalising once here keeps `/v1/v1/...` from ever reaching a server.

import { messages } from '../i18n/index.js';

export type QueryValue = string | number | boolean | undefined;

/**
 * The user name and password of every `scheme://user:password@host` in a text, masked. Up to
 * the authority's last `@`, as URL parsers read it: a password typed with an `@` is masked whole.
 */
export function maskUrlCredentials(text: string): string {
  return text.replace(/([a-z][a-z0-9+.-]*:\/\/)[^\s/?#]*@/gi, '$1****@');
}

/** Strips trailing slashes and a trailing `/v1` segment; keeps any other prefix (`/api`). */
export function normalizeBaseUrl(base: string): URL {
  const shown = maskUrlCredentials(base);
  let url: URL;
  try {
    url = new URL(base.trim());
  } catch {
    throw new TypeError(messages().support.api.badBaseUrl(shown));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TypeError(messages().support.api.baseUrlNotHttp(shown));
  }
  // The API authenticates by token; a password in the URL would be dropped from every request
  // (paths are joined on the origin) yet kept in traces and messages.
  if (url.username || url.password) throw new TypeError(messages().support.api.baseUrlCredentials(shown));
  // A query or fragment on a base URL would be silently dropped when paths are joined; refuse it instead.
  if (url.search || url.hash) throw new TypeError(messages().support.api.baseUrlQuery(shown));
  url.pathname = url.pathname.replace(/\/+$/, '').replace(/\/v1$/i, '') || '/';
  return url;
}

/** Joins base and a `/v1/...` path, appending the query (undefined values left out). */
export function buildUrl(base: URL, path: string, query?: Record<string, QueryValue>): URL {
  const prefix = base.pathname.replace(/\/+$/, '');
  const tail = path.startsWith('/') ? path : `/${path}`;
  const url = new URL(base.origin);
  url.pathname = `${prefix}${tail}`;
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.append(key, String(value));
  }
  return url;
}
