/**
 * What the object around a list says of the pages of a longer list. The seed fixes no wrapping,
 * so the fields of the common styles are read by name, wherever they sit beside or above the
 * list (`{data, next, total}`, Spring's `{content, number, size, totalElements}`, HAL's
 * `_links.next.href` and `page`, Laravel's `current_page`/`next_page_url`, OData's
 * `@odata.nextLink`, `{items, offset, limit, total}`, Stripe's `has_more`). Pure.
 */

/** A number the answer gives, with the name it gave it under (the same name asks for a page). */
export interface NamedNumber {
  key: string;
  value: number;
}

export interface ListPaging {
  /** A link to the next page, as written (absolute, or relative to the page's address). */
  nextLink?: string | undefined;
  /** A token for the next page that is no link (a cursor): nothing a client can ask for by itself. */
  nextToken?: string | undefined;
  /** How many items the whole list has. */
  total?: number | undefined;
  /** Whether more pages follow (`hasMore`, `has_more`, `hasNextPage`, or the inverse of `last`, `done`). */
  more?: boolean | undefined;
  /** The number of this page. */
  page?: NamedNumber | undefined;
  /** The items per page. */
  size?: NamedNumber | undefined;
  /** The position of this page's first item in the list. */
  offset?: NamedNumber | undefined;
  /** How many pages the list has. */
  totalPages?: number | undefined;
}

/** A key as compared: lower case, without `@odata.`, `_`, `-`, `.` and `$`. */
const bare = (key: string) =>
  key
    .replace(/^@?odata\./i, '')
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase();

const NEXT_LINK = new Set(['next', 'nextlink', 'nextpage', 'nextpageurl', 'nexturl', 'nexthref', 'nextpagelink']);
const NEXT_TOKEN = new Set(['nextcursor', 'nextpagetoken', 'continuationtoken', 'nexttoken', 'cursor']);
const TOTAL = new Set([
  'total',
  'totalcount',
  'totalelements',
  'totalitems',
  'totalresults',
  'totalrecords',
  'totalsize',
  'recordcount',
  'numfound',
]);
const MORE = new Set(['hasmore', 'more', 'hasnextpage', 'hasnext', 'moreresults', 'morerecords', 'truncated']);
const LAST = new Set(['last', 'islast', 'islastpage', 'done']);
const PAGE = new Set(['page', 'number', 'pagenumber', 'currentpage', 'pageindex', 'pageno']);
const SIZE = new Set(['size', 'pagesize', 'perpage', 'limit', 'pagelimit', 'maxresults']);
const OFFSET = new Set(['offset', 'skip', 'start', 'startindex']);
const TOTAL_PAGES = new Set(['totalpages', 'pagecount', 'lastpage', 'numberofpages', 'pages']);

/** A link, not a token: what a server writes for an address (`/v1/...`, `?page=2`, `https://...`). */
const isLink = (text: string) => /^(?:https?:\/\/|\/|\?)/i.test(text);

/**
 * The paging fields of `body`, whose list sits at `listPath` (object keys from the top). Fields
 * nearer the top win; the list itself and its elements are not read.
 */
export function readListPaging(body: unknown, listPath: readonly string[]): ListPaging {
  const paging: ListPaging = {};
  // `count` is a total only where nothing else is: beside `total` it often counts this page.
  let count: number | undefined;
  const visit = (value: unknown, path: readonly string[], depth: number) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value) || depth > 3) return;
    const nested: [unknown, string[]][] = [];
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
      const here = [...path, key];
      if (here.join('\u0000') === listPath.join('\u0000')) continue;
      const name = bare(key);
      if (NEXT_LINK.has(name) && typeof inner === 'object' && inner !== null && 'href' in inner) {
        const href = (inner as { href: unknown }).href;
        if (typeof href === 'string' && href !== '') paging.nextLink ??= href;
      } else if (typeof inner === 'object' && inner !== null) nested.push([inner, here]);
      else if (name === 'count' && typeof inner === 'number') count ??= inner;
      else readScalar(paging, key, name, inner);
    }
    for (const [inner, here] of nested) visit(inner, here, depth + 1);
  };
  visit(body, [], 0);
  if (paging.total === undefined && count !== undefined && Number.isSafeInteger(count) && count >= 0)
    paging.total = count;
  return paging;
}

function readScalar(paging: ListPaging, key: string, name: string, value: unknown): void {
  const number = typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
  if (typeof value === 'string' && value !== '') {
    if (NEXT_LINK.has(name) && isLink(value)) paging.nextLink ??= value;
    else if (NEXT_LINK.has(name) || NEXT_TOKEN.has(name)) paging.nextToken ??= value;
    return;
  }
  if (typeof value === 'boolean') {
    if (MORE.has(name)) paging.more ??= value;
    else if (LAST.has(name)) paging.more ??= !value;
    return;
  }
  if (number === undefined) return;
  if (TOTAL.has(name)) paging.total ??= number;
  else if (PAGE.has(name)) paging.page ??= { key, value: number };
  else if (SIZE.has(name)) paging.size ??= { key, value: number };
  else if (OFFSET.has(name)) paging.offset ??= { key, value: number };
  else if (TOTAL_PAGES.has(name)) paging.totalPages ??= number;
}
