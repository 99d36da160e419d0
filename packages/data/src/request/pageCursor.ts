/**
 * Reads the `page[after]` or `page[before]` cursor out of a `links.next` / `links.prev` value (a relative
 * path with its query, or an absolute URL), percent-decoded as in a URL (a `+` stays a `+`). Returns
 * `undefined` at the end of the list (`null` link) or when the link carries no such cursor.
 *
 * To fetch the page a link names, pass the link itself as `pageLink` (see `OffersQuery`): the link is then
 * sent exactly as given, with the filters it carries. This function is for showing or storing a cursor.
 */
export function pageCursor(link: string | null | undefined, which: 'after' | 'before'): string | undefined {
  if (typeof link !== 'string') return undefined;
  const start = link.indexOf('?');
  if (start === -1) return undefined;
  const end = link.indexOf('#', start);
  const wanted = `page[${which}]`;
  for (const pair of link.slice(start + 1, end === -1 ? undefined : end).split('&')) {
    const equals = pair.indexOf('=');
    const key = equals === -1 ? pair : pair.slice(0, equals);
    if (percentDecode(key) !== wanted) continue;
    const value = equals === -1 ? '' : percentDecode(pair.slice(equals + 1));
    return value === '' ? undefined : value;
  }
  return undefined;
}

// Not `URLSearchParams`: form decoding would turn a `+` of a base64 cursor into a space.
function percentDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
