import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractAdvertisers } from '../../src/finance-api/extract-advertisers.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

const page = (ids: number[], next: string) =>
  JSON.stringify({ data: ids.map((id) => ({ id, advertiserName: `A${id}` })), next });

describe('extractAdvertisers over a next link that repeats', () => {
  // What servers that ignore their own link write: the same page again, or a link back to one read.
  const loops: [string, string[]][] = [
    ['the server ignores the page asked for', [page([1], '?page=1'), page([1], '?page=1'), page([1], '?page=1')]],
    ['page 1 links back to page 0', [page([1], '?page=1'), page([2], '?page=0'), page([1], '?page=1')]],
    ['a later page links to itself', [page([1], '?page=2'), page([2], '?page=2')]],
    [
      'a link back to the first address',
      [page([1], '?page=2'), page([2], '/v1/advertiser/referenceData/extractReferenceData')],
    ],
  ];

  it.each(loops)('refuses the list as never ending: %s', async (_, bodies) => {
    sandbox.injectNext(
      ...bodies.map((body) => ({ status: 200, body, contentType: 'application/json', route: 'advertisers' as const })),
    );
    const outcome = await extractAdvertisers(sandbox.target());
    expect(outcome.kind).toBe('http-error');
    expect(outcome.kind === 'http-error' && outcome.meaning).toMatch(
      /(the next link names a page already read|a page repeated advertisers already read and links on), so the list never ends; the partial list is not used/,
    );
  });
});
