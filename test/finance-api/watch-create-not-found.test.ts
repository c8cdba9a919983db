/** Only 404s in a row with the same words stop the creates; any other answer, or other words, starts again. */
import { describe, expect, it } from 'vitest';
import type { CreateOutcome } from '../../src/finance-api/call-outcome.js';
import { NO_NOT_FOUND, nextNotFoundRun, notFoundHalt } from '../../src/finance-api/watch-create-not-found.js';

const notFound = (excerpt: string): CreateOutcome => ({
  kind: 'http-error',
  status: 404,
  meaning: 'Not Found',
  excerpt,
  attempts: 1,
});
const created = { kind: 'created', instanceId: '0030000001', status: 200, attempts: 1 } as unknown as CreateOutcome;

function haltAfter(outcomes: CreateOutcome[]): string | undefined {
  let run = NO_NOT_FOUND;
  let halt: string | undefined;
  for (const outcome of outcomes) {
    run = nextNotFoundRun(run, outcome);
    halt ??= notFoundHalt(run);
  }
  return halt;
}

const PAYEE_REFUSAL = '{"E_RETCODE":4,"E_MESSAGE":"Payee not found"}';

describe('watch-create-not-found', () => {
  const page = '<html><head><title>404 Not Found</title></head></html>';
  it.each([
    ['three alike', [notFound(page), notFound(page), notFound(page)], true],
    ['two alike', [notFound(page), notFound(page)], false],
    ['a created between', [notFound(page), notFound(page), created, notFound(page)], false],
    [
      'other words each time',
      [notFound('payee 1 unknown'), notFound('payee 2 unknown'), notFound('payee 3 unknown')],
      false,
    ],
    ['empty bodies', [notFound(''), notFound(''), notFound('')], true],
    ['the back-end refusing with a create answer', Array(4).fill(notFound(PAYEE_REFUSAL)), false],
    ['a cut JSON body with no E_RETCODE', Array(3).fill(notFound(`{"E_MESSAGE":"${'x'.repeat(290)}…`)), true],
    [
      'a create answer cut after its code',
      Array(3).fill(notFound(`{"E_RETCODE":4,"E_MESSAGE":"${'x'.repeat(280)}…`)),
      false,
    ],
    [
      'a create answer between routing 404s',
      [notFound(page), notFound(page), notFound(PAYEE_REFUSAL), notFound(page)],
      false,
    ],
  ])('%s: stops %s', (_, outcomes, stops) => {
    expect(haltAfter(outcomes) !== undefined).toBe(stops);
  });

  it('quotes the server shortened, with a URL credential masked, and points at the base URL', () => {
    const body = `no route for https://ops:s3cret@gw.example/api/v1/create ${'x'.repeat(300)}`;
    const halt = haltAfter([notFound(body), notFound(body), notFound(body)])!;
    expect(halt).not.toContain('s3cret');
    expect(halt).toContain('no route for https://');
    expect(halt).toContain('check the base URL and its path');
    expect(halt.length).toBeLessThan(450);
  });
});
