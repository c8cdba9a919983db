/**
 * The wrappers real APIs put around a paged list, over lists of any length and any page size: a
 * list whose pages can be asked for is read whole; one whose pages cannot (a server that ignores
 * the page asked for, a cursor) is refused naming how many were read. Never a short list.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractAdvertisers } from '../../src/finance-api/extract-advertisers.js';
import { startOddServer } from './odd-server.js';

type Item = { id: string; advertiserName: string };
interface Listing {
  items: Item[];
  size: number;
}
type Wrapper = (listing: Listing, query: URLSearchParams, path: string, origin: string) => unknown;

const int = (text: string | null, fallback: number) => (text !== null && /^\d+$/.test(text) ? Number(text) : fallback);
const slice = ({ items }: Listing, from: number, count: number) => items.slice(from, from + count);

/** Wrappers whose every page can be asked for, as the APIs named write them. */
const READABLE: Record<string, Wrapper> = {
  'data/next/total': (l, q, path) => {
    const page = int(q.get('page'), 1);
    const more = page * l.size < l.items.length;
    return {
      data: slice(l, (page - 1) * l.size, l.size),
      next: more ? `${path}?page=${page + 1}` : null,
      total: l.items.length,
    };
  },
  'Spring Page': (l, q) => {
    const number = int(q.get('page'), 0);
    const size = int(q.get('size'), l.size);
    const totalPages = Math.ceil(l.items.length / size);
    return {
      content: slice(l, number * size, size),
      number,
      size,
      totalElements: l.items.length,
      totalPages,
      last: number + 1 >= totalPages,
      first: number === 0,
    };
  },
  'Spring HATEOAS': (l, q, path, origin) => {
    const number = int(q.get('page'), 0);
    const more = (number + 1) * l.size < l.items.length;
    return {
      _embedded: { advertisers: slice(l, number * l.size, l.size) },
      _links: {
        self: { href: `${origin}${path}?page=${number}` },
        ...(more ? { next: { href: `${origin}${path}?page=${number + 1}&size=${l.size}` } } : {}),
      },
      page: { size: l.size, totalElements: l.items.length, totalPages: Math.ceil(l.items.length / l.size), number },
    };
  },
  Laravel: (l, q, path, origin) => {
    const page = int(q.get('page'), 1);
    const lastPage = Math.max(1, Math.ceil(l.items.length / l.size));
    return {
      current_page: page,
      data: slice(l, (page - 1) * l.size, l.size),
      first_page_url: `${origin}${path}?page=1`,
      last_page: lastPage,
      next_page_url: page < lastPage ? `${origin}${path}?page=${page + 1}` : null,
      per_page: l.size,
      total: l.items.length,
    };
  },
  'Django REST': (l, q, path, origin) => {
    const page = int(q.get('page'), 1);
    const more = page * l.size < l.items.length;
    return {
      count: l.items.length,
      next: more ? `${origin}${path}?page=${page + 1}` : null,
      previous: null,
      results: slice(l, (page - 1) * l.size, l.size),
    };
  },
  OData: (l, q, path, origin) => {
    const skip = int(q.get('$skip'), 0);
    const more = skip + l.size < l.items.length;
    return {
      '@odata.count': l.items.length,
      value: slice(l, skip, l.size),
      ...(more ? { '@odata.nextLink': `${origin}${path}?$skip=${skip + l.size}` } : {}),
    };
  },
  'offset/limit': (l, q) => {
    const offset = int(q.get('offset'), 0);
    const limit = int(q.get('limit'), l.size);
    return { items: slice(l, offset, limit), offset, limit, total: l.items.length };
  },
  'JSON:API': (l, q, path) => {
    const page = int(q.get('page'), 1);
    const more = page * l.size < l.items.length;
    return {
      data: slice(l, (page - 1) * l.size, l.size),
      links: { self: `${path}?page=${page}`, next: more ? `${path}?page=${page + 1}` : null },
      meta: { total: l.items.length },
    };
  },
  'Graph paging': (l, q, path, origin) => {
    const page = int(q.get('p'), 0);
    const more = (page + 1) * l.size < l.items.length;
    return { data: slice(l, page * l.size, l.size), paging: more ? { next: `${origin}${path}?p=${page + 1}` } : {} };
  },
};

/** Wrappers that say there is more but give no way to ask for it that a client can know. */
const UNREADABLE: Record<string, Wrapper> = {
  'Spring Page, query ignored': (l) => ({
    content: slice(l, 0, l.size),
    number: 0,
    size: l.size,
    totalElements: l.items.length,
    totalPages: Math.ceil(l.items.length / l.size),
  }),
  'data/total, no link': (l) => ({ data: slice(l, 0, l.size), total: l.items.length }),
  'Stripe cursor': (l) => ({ object: 'list', data: slice(l, 0, l.size), has_more: l.items.length > l.size }),
  'Slack cursor': (l) => ({
    members: slice(l, 0, l.size),
    response_metadata: { next_cursor: l.items.length > l.size ? 'dXNlcjpVMEc5V0ZYTlo=' : '' },
  }),
  'page ignored, same next': (l, _q, path) => ({
    data: slice(l, 0, l.size),
    next: l.items.length > l.size ? `${path}?page=2` : null,
    total: l.items.length,
  }),
};

const listing: fc.Arbitrary<Listing> = fc.record({
  items: fc.integer({ min: 0, max: 45 }).map((n) =>
    Array.from({ length: n }, (_, i) => ({
      id: String(100001 + i).padStart(10, '0'),
      advertiserName: `Advertiser ${i}`,
    })),
  ),
  size: fc.integer({ min: 1, max: 12 }),
});

async function serve() {
  let current: { wrapper: Wrapper; listing: Listing } | undefined;
  const server = await startOddServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(current!.wrapper(current!.listing, url.searchParams, url.pathname, server.baseUrl)));
  });
  return { server, use: (wrapper: Wrapper, l: Listing) => (current = { wrapper, listing: l }) };
}

describe('paged advertiser lists as real APIs wrap them', () => {
  it('reads every page of a list whose pages can be asked for', async () => {
    const { server, use } = await serve();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...Object.keys(READABLE)), listing, async (name, l) => {
        use(READABLE[name]!, l);
        const outcome = await extractAdvertisers(server.target());
        if (outcome.kind !== 'advertisers') throw new Error(`${name}: ${JSON.stringify(outcome)}`);
        expect(outcome.advertisers).toEqual(l.items);
      }),
      { numRuns: 60 },
    );
  });

  it('refuses a list whose pages cannot be asked for, saying how many were read, and reads one page whole', async () => {
    const { server, use } = await serve();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...Object.keys(UNREADABLE)), listing, async (name, l) => {
        use(UNREADABLE[name]!, l);
        const outcome = await extractAdvertisers(server.target());
        if (l.items.length <= l.size) {
          expect(outcome.kind === 'advertisers' && outcome.advertisers).toEqual(l.items);
          return;
        }
        expect(outcome.kind).toBe('http-error');
        const meaning = outcome.kind === 'http-error' ? outcome.meaning : '';
        expect(meaning).toMatch(
          new RegExp(`^advertiser list is incomplete: ${l.size} (of ${l.items.length} )?advertisers read`),
        );
        expect(meaning).toContain('the partial list is not used');
      }),
      { numRuns: 60 },
    );
  });
});
