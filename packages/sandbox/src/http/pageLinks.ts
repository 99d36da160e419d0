import type { PageLinks } from '@offerkit/data';
import type { Page } from '../rules/paginate.ts';

const AFTER = 'page[after]';
const BEFORE = 'page[before]';

/**
 * `links` for a page: `self` is the request's own path and query as received; `prev`/`next` are the same
 * with the cursor replaced (other parameters keep their order and encoding), `null` at the ends.
 */
export function pageLinks(path: string, rawQuery: string, page: Page<unknown>): PageLinks {
  const pairs = rawQuery
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '')
    .filter((pair) => {
      const key = safeDecode(pair.split('=')[0] ?? '');
      return key !== AFTER && key !== BEFORE;
    });
  const withCursor = (key: string, cursor: string): string =>
    `${path}?${[...pairs, `${key}=${cursor}`].join('&')}`;
  return {
    self:
      rawQuery === '' || rawQuery === '?' ? path : `${path}${rawQuery.startsWith('?') ? '' : '?'}${rawQuery}`,
    prev: page.before === undefined ? null : withCursor(BEFORE, page.before),
    next: page.after === undefined ? null : withCursor(AFTER, page.after),
  };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}
