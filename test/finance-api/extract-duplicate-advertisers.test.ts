import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractAdvertisers } from '../../src/finance-api/extract-advertisers.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

type Row = [id: string | number, name: string];
const list = (rows: Row[], next?: string) =>
  JSON.stringify({ data: rows.map(([id, advertiserName]) => ({ id, advertiserName })), ...(next ? { next } : {}) });

async function read(...bodies: string[]) {
  sandbox.injectNext(
    ...bodies.map((body) => ({ status: 200, body, contentType: 'application/json', route: 'advertisers' as const })),
  );
  return extractAdvertisers(sandbox.target());
}

describe('extractAdvertisers with an id listed twice', () => {
  const ambiguous: [string, string[], string][] = [
    [
      'on one page',
      [
        list([
          [1, 'A'],
          [2, 'C'],
          [1, 'B'],
        ]),
      ],
      'the id 1 twice, as "A" and "B"',
    ],
    [
      'as a number and a string',
      [
        list([
          ['7', 'Seven'],
          [7, 'Sept'],
        ]),
      ],
      'the id 7 twice, as "Seven" and "Sept"',
    ],
    ['on two pages', [list([[1, 'A']], '?page=2'), list([[1, 'A GmbH']])], 'the id 1 twice, as "A" and "A GmbH"'],
    [
      'differing in case only',
      [
        list([
          [3, 'Acme'],
          [3, 'ACME'],
        ]),
      ],
      'the id 3 twice, as "Acme" and "ACME"',
    ],
  ];
  it.each(ambiguous)('refuses the list when the names differ: %s', async (_, bodies, words) => {
    const outcome = await read(...bodies);
    expect(outcome.kind).toBe('http-error');
    expect(outcome.kind === 'http-error' && outcome.meaning).toContain(words);
    expect(outcome.kind === 'http-error' && outcome.meaning).toContain('the payee of that id would be ambiguous');
  });

  it('keeps one of an advertiser listed twice under the same name', async () => {
    const outcome = await read(
      list([
        [1, 'A'],
        [2, 'B'],
        [1, 'A'],
      ]),
    );
    expect(outcome.kind === 'advertisers' && outcome.advertisers).toEqual([
      { id: '1', advertiserName: 'A' },
      { id: '2', advertiserName: 'B' },
    ]);
  });
});
