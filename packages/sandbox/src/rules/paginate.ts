import { invalidParameter } from '../http/errors.ts';

/** One page of a sorted list, and the cursors around it. */
export interface Page<Item> {
  items: Item[];
  /** Cursor for `page[before]`, when there is a previous page. */
  before?: string;
  /** Cursor for `page[after]`, when there is a next page. */
  after?: string;
}

/** The page a list request asks for: `page[size]` (already within bounds) and at most one cursor. */
export interface PageRequest {
  size: number;
  after?: string | undefined;
  before?: string | undefined;
}

const AFTER = 'page[after]';
const BEFORE = 'page[before]';

/**
 * Cuts a page out of `items` (already filtered and sorted) from its size and an opaque `page[after]` /
 * `page[before]` cursor. A cursor names the item the page starts after (or ends before), so pages stay
 * put when earlier items change; a cursor for an item no longer in the list → 400.
 */
export function paginate<Item>(
  items: Item[],
  idOf: (item: Item) => string,
  request: PageRequest,
): Page<Item> {
  const { size, after, before } = request;
  if (after !== undefined && before !== undefined) {
    throw invalidParameter(BEFORE, 'page[after] and page[before] were both given; give one cursor at most.');
  }
  let start = 0;
  let end = Math.min(items.length, size);
  if (after !== undefined) {
    start = indexOfCursor(items, idOf, after, AFTER) + 1;
    end = Math.min(items.length, start + size);
  } else if (before !== undefined) {
    end = indexOfCursor(items, idOf, before, BEFORE);
    start = Math.max(0, end - size);
  }
  const page: Page<Item> = { items: items.slice(start, end) };
  const first = page.items[0];
  const last = page.items[page.items.length - 1];
  if (start > 0 && first !== undefined) page.before = encodeCursor(idOf(first));
  if (end < items.length && last !== undefined) page.after = encodeCursor(idOf(last));
  return page;
}

function indexOfCursor<Item>(
  items: Item[],
  idOf: (item: Item) => string,
  cursor: string,
  parameter: string,
): number {
  const id = decodeCursor(cursor);
  const index = id === undefined ? -1 : items.findIndex((item) => idOf(item) === id);
  if (index < 0) {
    throw invalidParameter(
      parameter,
      `${parameter} "${cursor}" is not a cursor of this list (it may belong to other filters); start again from the first page.`,
    );
  }
  return index;
}

/** base64url of a small JSON object; opaque to clients. */
function encodeCursor(id: string): string {
  const bytes = new TextEncoder().encode(JSON.stringify({ v: 1, id }));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function decodeCursor(cursor: string): string | undefined {
  try {
    const binary = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof parsed === 'object' && parsed !== null && 'id' in parsed && typeof parsed.id === 'string') {
      return parsed.id;
    }
  } catch {
    // Not base64 or not JSON: reported as an unknown cursor by the caller.
  }
  return undefined;
}
