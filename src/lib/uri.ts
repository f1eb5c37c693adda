/**
 * Decoding the parts of an address. Addresses come from whoever wrote the link, so a malformed
 * escape (`%E0%A4%A`, a lone `%`) is ordinary input here, never a reason to throw.
 */

/** decodeURIComponent, or the text as written when it holds a malformed escape. */
export function decodeUriComponentSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A key or value of a query string, where `+` stands for a space. */
export function decodeQueryComponent(text: string): string {
  return decodeUriComponentSafely(text.replace(/\+/g, ' '));
}

/** The id an address's hash points to (`#sobre-mim` -> `sobre-mim`), '' when there is none. */
export function hashTarget(hash: string): string {
  return decodeUriComponentSafely(hash.replace(/^#/, ''));
}
