/**
 * State a visitor may link to (a filter), kept in the address's query: read from it, and written
 * into it without a new history entry, so Back leaves the page rather than undoing a filter.
 */
import { navigate } from './router';
import { pathInEdition } from './sitePath';

export function queryParam(name: string): string | null {
  return new URLSearchParams(window.location.search).get(name);
}

/** Sets the parameter (null removes it); the rest of the address stays as it is. */
export function setQueryParam(name: string, value: string | null): void {
  const url = new URL(window.location.href);
  if (value === null) url.searchParams.delete(name);
  else url.searchParams.set(name, value);
  navigate(`${pathInEdition(url.pathname) ?? '/'}${url.search}${url.hash}`, { replace: true });
}
