/**
 * After one page of a paged list: the address of the next page, the end of the list, or why the
 * rest cannot be read. A link is followed on the same server only; a page number or an offset is
 * asked for by the names the answer used; a page that is not the one asked for, or that repeats
 * what was read, ends the reading (the server ignored the request, or loops). Pure.
 */
import type { ListPaging } from './read-list-paging.js';

/** What was asked for and read so far. */
export interface PagesRead {
  /** Items read, this page included. */
  items: number;
  /** Items of this page. */
  pageItems: number;
  /** Items of this page not read before (by id). */
  newItems: number;
  /** The page number or offset this page was asked for by; undefined for the first page and a followed link. */
  asked?: { kind: 'page' | 'offset'; value: number } | undefined;
  /** The page number of the first page (0 or 1), when it gave one. */
  firstPage?: number | undefined;
}

export type NextPage = { kind: 'done' } | { kind: 'next'; url: string } | { kind: 'short'; reason: string };

/** Whether the answer says there is more than was read. */
export function saysMore(paging: ListPaging, read: Pick<PagesRead, 'items' | 'firstPage'>): boolean {
  if (paging.more !== undefined) return paging.more;
  if (paging.total !== undefined) return paging.total > read.items;
  if (paging.totalPages !== undefined && paging.page !== undefined && read.firstPage !== undefined)
    return paging.page.value - read.firstPage + 1 < paging.totalPages;
  return paging.nextToken !== undefined;
}

/**
 * @param listUrl the address of the first page, without a query: page numbers and offsets are asked of it
 */
export function planNextPage(listUrl: string, pageUrl: string, paging: ListPaging, read: PagesRead): NextPage {
  const more = saysMore(paging, read);
  const answered = read.asked?.kind === 'page' ? paging.page?.value : paging.offset?.value;
  if (read.asked && answered !== read.asked.value)
    return {
      kind: 'short',
      reason: `the answer to ${read.asked.kind} ${read.asked.value} was ${read.asked.kind} ${answered ?? 'unnamed'}: the server does not take the ${read.asked.kind} asked for`,
    };
  if (read.pageItems > 0 && read.newItems === 0) {
    if (more) return { kind: 'short', reason: 'a page repeated advertisers already read' };
    // A server that ignores the page its own link asks for answers the same page, link and all.
    if (paging.nextLink)
      return { kind: 'short', reason: 'a page repeated advertisers already read and links on, so the list never ends' };
    return { kind: 'done' };
  }
  if (paging.nextLink !== undefined && read.pageItems > 0) {
    const next = new URL(paging.nextLink, pageUrl);
    if (next.origin !== new URL(listUrl).origin)
      return {
        kind: 'short',
        reason: `the link to the next page leads to another server (${next.origin}), not followed`,
      };
    return { kind: 'next', url: next.href };
  }
  if (!more) return { kind: 'done' };
  if (read.pageItems === 0) return { kind: 'short', reason: 'a page came back empty' };
  const size = paging.size === undefined ? '' : `&${encodeURIComponent(paging.size.key)}=${paging.size.value}`;
  if (paging.page !== undefined) return { kind: 'next', url: `${listUrl}?page=${paging.page.value + 1}${size}` };
  if (paging.offset !== undefined) {
    const key = encodeURIComponent(paging.offset.key);
    return { kind: 'next', url: `${listUrl}?${key}=${paging.offset.value + read.pageItems}${size}` };
  }
  if (paging.nextToken !== undefined)
    return { kind: 'short', reason: 'the answer gives a cursor, not the address of the next page' };
  return { kind: 'short', reason: 'the answer gives no link, page number or offset to ask for the rest' };
}
