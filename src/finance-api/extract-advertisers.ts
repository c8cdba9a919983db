/**
 * Advertiser reference data (seed 4.1): POST with an empty JSON object. Read-only, so retried.
 * The list may come bare or wrapped; ids may be numbers (see parseAdvertiserList). A wrapper
 * may say the list goes on in further pages (read-list-paging.ts): they are read, each with the
 * same POST, and a list that cannot be read whole is refused rather than used short.
 */
import type { ApiTarget } from './api-target.js';
import type { AdvertisersOutcome } from './call-outcome.js';
import { advertisersUrl } from './api-paths.js';
import { parseAdvertiserList, type Advertiser } from './advertiser-list-schema.js';
import { httpFailure, notJsonFailure, parseJson, statusFailure, type Answer } from './read-json-answer.js';
import { readWithRetry } from './read-with-retry.js';
import { quoteWholeNumberMembers } from './quote-whole-number-members.js';
import { readListPaging, type ListPaging } from './read-list-paging.js';
import { planNextPage, type PagesRead } from './plan-next-page.js';

/** Pages read at most: a list of 100 a page that goes on longer is more likely a server that loops. */
export const DEFAULT_MAX_PAGES = 1000;

interface Page {
  kind: 'page';
  answer: Answer;
  advertisers: Advertiser[];
  paging: ListPaging;
  attempts: number;
}

function readAdvertisersAnswer(answer: Answer, apiKey: string, attempts: number): Page | AdvertisersOutcome {
  if (answer.status < 200 || answer.status > 299) return statusFailure(answer, apiKey, attempts);
  // Ids written as numbers keep their digits: JSON.parse would round those past 2^53.
  const json = parseJson({ ...answer, body: quoteWholeNumberMembers(answer.body, 'id') });
  if (!json.ok) return notJsonFailure(answer, 'advertiser list', json.meaning, apiKey, attempts);
  const list = parseAdvertiserList(json.value);
  if (!list.ok) return httpFailure(answer, `advertiser list has the wrong shape: ${list.message}`, apiKey, attempts);
  return {
    kind: 'page',
    answer,
    advertisers: list.advertisers,
    paging: readListPaging(json.value, list.listPath),
    attempts,
  };
}

/** The refusal of a list that names one advertiser id twice, under different names. */
function twoNames(answer: Answer, advertiser: Advertiser, named: string, apiKey: string, attempts: number) {
  const both = `${JSON.stringify(named)} and ${JSON.stringify(advertiser.advertiserName)}`;
  const meaning = `advertiser list names the id ${advertiser.id} twice, as ${both}: the payee of that id would be ambiguous; the list is not used`;
  return httpFailure({ ...answer, body: '' }, meaning, apiKey, attempts);
}

/** How much of the list was read, against what the answer says it holds. */
function shortListMeaning(read: number, paging: ListPaging, reason: string): string {
  const of =
    paging.total === undefined
      ? `${read} advertisers read, and the answer says more follow`
      : `${read} of ${paging.total} advertisers read`;
  return `advertiser list is incomplete: ${of}; ${reason}; the partial list is not used`;
}

/**
 * @param options.maxPages pages read at most before the list is refused as incomplete @default DEFAULT_MAX_PAGES
 */
export async function extractAdvertisers(
  target: ApiTarget,
  options: { signal?: AbortSignal; maxPages?: number } = {},
): Promise<AdvertisersOutcome> {
  const listUrl = advertisersUrl(target);
  const maxPages = options.maxPages ?? DEFAULT_MAX_PAGES;
  const advertisers: Advertiser[] = [];
  const names = new Map<string, string>();
  const visited = new Set<string>();
  let url = listUrl;
  let asked: PagesRead['asked'];
  let firstPage: number | undefined;
  let attempts = 0;
  for (;;) {
    visited.add(url);
    const page = await readWithRetry(
      target,
      { method: 'POST', url, body: '{}' },
      (answer, tries) => readAdvertisersAnswer(answer, target.apiKey, tries),
      { signal: options.signal },
    );
    if (page.kind !== 'page') return { ...page, attempts: attempts + page.attempts };
    attempts += page.attempts;
    const fresh: Advertiser[] = [];
    for (const advertiser of page.advertisers) {
      const named = names.get(advertiser.id);
      // One id under two names: which payee an invoice names would be a guess.
      if (named !== undefined && named !== advertiser.advertiserName)
        return twoNames(page.answer, advertiser, named, target.apiKey, attempts);
      if (named === undefined) fresh.push(advertiser);
      names.set(advertiser.id, advertiser.advertiserName);
    }
    advertisers.push(...fresh);
    firstPage ??= page.paging.page?.value;
    const read = {
      items: advertisers.length,
      pageItems: page.advertisers.length,
      newItems: fresh.length,
      asked,
      firstPage,
    };
    const next = planNextPage(listUrl, url, page.paging, read);
    const stop = (reason: string) =>
      // The body is a good page: an excerpt of it would say nothing of what is missing.
      httpFailure(
        { ...page.answer, body: '' },
        shortListMeaning(advertisers.length, page.paging, reason),
        target.apiKey,
        attempts,
      );
    if (next.kind === 'short') return stop(next.reason);
    if (next.kind === 'done') return { kind: 'advertisers', status: page.answer.status, advertisers, attempts };
    // A server that ignores its own link (or links back) would be read as a complete list.
    if (visited.has(next.url)) return stop('the next link names a page already read, so the list never ends');
    if (visited.size >= maxPages) return stop(`stopped after ${maxPages} pages`);
    asked = nextAsked(next.url, page.paging);
    url = next.url;
  }
}

/** The page number or offset a planned address asks for, when it asks by one. */
function nextAsked(url: string, paging: ListPaging): PagesRead['asked'] {
  const query = new URL(url).searchParams;
  if (paging.nextLink !== undefined) return undefined;
  if (paging.page !== undefined) return { kind: 'page', value: Number(query.get('page')) };
  if (paging.offset !== undefined) return { kind: 'offset', value: Number(query.get(paging.offset.key)) };
  return undefined;
}
