/**
 * Only 404s in a row with the same words, ids and times aside, stop the creates; any other answer,
 * a create answer's 404, or other words, starts again.
 */
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

  const hex = (i: number, length: number) =>
    (0x9e3779b97f4a7c15n * BigInt(i + 1)).toString(16).padStart(length, '0').slice(-length);
  const uuid = (i: number) => `${hex(i, 8)}-${hex(i + 7, 4)}-4${hex(i, 3)}-a${hex(i + 3, 3)}-${hex(i + 5, 12)}`;
  /** 404 bodies as the frameworks write them, the i-th answer's ids and times its own. */
  const routers: [string, (i: number) => string][] = [
    [
      'Spring Boot whitelabel JSON',
      (i) =>
        `{"timestamp":"2026-12-02T14:3${i}:5${i}.${120 + i}+00:00","status":404,"error":"Not Found","path":"/api/v1/erp/invoice/create"}`,
    ],
    [
      'Spring Boot 1 JSON, time in milliseconds',
      (i) =>
        `{"timestamp":${1764685918123 + i * 977},"status":404,"error":"Not Found","message":"No message available","path":"/api/v1/erp/invoice/create"}`,
    ],
    [
      'ASP.NET ProblemDetails',
      (i) =>
        `{"type":"https://tools.ietf.org/html/rfc9110#section-15.5.5","title":"Not Found","status":404,"traceId":"00-${hex(i, 32)}-${hex(i + 9, 16)}-00"}`,
    ],
    [
      'ASP.NET ProblemDetails with a Kestrel id',
      (i) =>
        `{"type":"https://tools.ietf.org/html/rfc7231#section-6.5.4","title":"Not Found","status":404,"traceId":"0HN7TQ1GF2M${i}K:0000000${i + 1}"}`,
    ],
    ['a request id as a UUID', (i) => `{"error":"not_found","requestId":"${uuid(i)}"}`],
    [
      'nginx HTML 404',
      () =>
        '<html> <head><title>404 Not Found</title></head> <body> <center><h1>404 Not Found</h1></center> <hr><center>nginx/1.25.3</center> </body> </html>',
    ],
    [
      'Express',
      () =>
        '<!DOCTYPE html> <html lang="en"> <head> <meta charset="utf-8"> <title>Error</title> </head> <body> <pre>Cannot POST /x</pre> </body> </html>',
    ],
    ['AWS API Gateway', () => '{"message":"Not Found"}'],
    [
      'IIS HTML',
      () =>
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd"> <html xmlns="http://www.w3.org/1999/xhtml"> <head> <meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"/> <title>404 - File or directory not found.</title> <style type="text/css"> <!-- body{margin:0;font-size:.7em;font-family:Verdana, Arial, Helvetica, sans-serif;background:#EEEEEE;} -->…',
    ],
  ];
  it.each(routers)('%s three times, ids and times changing: stops', (_, body) => {
    const bodies = [0, 1, 2].map(body);
    expect(new Set(bodies).size).toBe(body(0) === body(1) ? 1 : 3);
    expect(haltAfter(bodies.map(notFound))).toContain('check the base URL and its path');
  });

  it.each([
    ['the create answer', (i: number) => `{"E_RETCODE":4,"E_MESSAGE":"Payee 10000${i} not found"}`],
    [
      'the create answer with a time',
      (i: number) => `{"E_RETCODE":4,"E_MESSAGE":"Not found","TIMESTAMP":"2026-12-02T14:3${i}:00Z"}`,
    ],
  ])('%s three times: no stop', (_, body) => {
    expect(haltAfter([0, 1, 2].map((i) => notFound(body(i))))).toBeUndefined();
  });
});
