/**
 * The advertiser list in pages, as real back-ends page a long list: the seed fixes no wrapping, so
 * each common style is one option. The client follows what it can and refuses a list it cannot
 * read whole; `first-page-only` and `cursor` are the lists it cannot.
 */

/**
 * - `next-link`: `{ data, next, total }`, `next` a link to the following page (null on the last)
 * - `page-number`: Spring's `{ content, number, size, totalElements, totalPages, last }`, `?page=&size=`
 * - `offset`: `{ items, offset, limit, total }`, `?offset=&limit=`
 * - `first-page-only`: as `page-number`, but the query is ignored: every answer is the first page
 * - `cursor`: `{ data, has_more, next_cursor }`, a token no generic client can turn into a request
 */
export const ADVERTISER_PAGE_STYLES = ['next-link', 'page-number', 'offset', 'first-page-only', 'cursor'] as const;
export type AdvertiserPageStyle = (typeof ADVERTISER_PAGE_STYLES)[number];

export interface AdvertiserPaging {
  style: AdvertiserPageStyle;
  /** Advertisers per page. @default 10 */
  size?: number;
}

const whole = (text: string | null, fallback: number) =>
  text !== null && /^\d+$/.test(text) ? Number(text) : fallback;

/** The page of `list` that `url` asks for, wrapped in the style's object. */
export function advertiserPage(list: readonly unknown[], paging: AdvertiserPaging, url: URL): unknown {
  const size = paging.size ?? 10;
  const query = url.searchParams;
  if (paging.style === 'next-link') {
    const page = whole(query.get('page'), 1);
    const items = list.slice((page - 1) * size, page * size);
    const next = page * size < list.length ? `${url.pathname}?page=${page + 1}` : null;
    return { data: items, next, total: list.length };
  }
  if (paging.style === 'offset') {
    const offset = whole(query.get('offset'), 0);
    const limit = whole(query.get('limit'), size);
    return { items: list.slice(offset, offset + limit), offset, limit, total: list.length };
  }
  if (paging.style === 'cursor') return { data: list.slice(0, size), has_more: list.length > size, next_cursor: 'c1' };
  const number = paging.style === 'first-page-only' ? 0 : whole(query.get('page'), 0);
  const pageSize = paging.style === 'first-page-only' ? size : whole(query.get('size'), size);
  const totalPages = Math.ceil(list.length / pageSize);
  return {
    content: list.slice(number * pageSize, (number + 1) * pageSize),
    number,
    size: pageSize,
    totalElements: list.length,
    totalPages,
    last: number + 1 >= totalPages,
  };
}
