import { describe, expect, it } from 'vitest';
import { describeOutcome } from '../../src/finance-api/describe-outcome.js';

const httpError = (status: number, meaning: string, excerpt: string, attempts = 1) =>
  describeOutcome({ kind: 'http-error', status, meaning, excerpt, attempts });

describe('describeOutcome of an HTTP error', () => {
  it('shows a gateway or proxy page as what a person reads of it, never its HTML', () => {
    // [excerpt as the server wrote it, the line the journal and the results workbook get]
    const table = [
      [
        '<html><head><title>502 Bad Gateway</title></head><body><center>nginx</center></body></html>',
        'HTTP 502 Bad Gateway',
      ],
      [
        '<html><body><h1>Service Unavailable</h1><p>Back at 03:00</p></body></html>',
        'HTTP 503 Service Unavailable - body: Service Unavailable Back at 03:00',
      ],
      [
        '<!DOCTYPE html><html><head><title>Sign in &amp; continue</title>',
        'HTTP 503 Service Unavailable - body: Sign in & continue',
      ],
      [
        '{"E_RETCODE":8,"E_MESSAGE":"Vendor blocked"}',
        'HTTP 503 Service Unavailable - body: {"E_RETCODE":8,"E_MESSAGE":"Vendor blocked"}',
      ],
      ['', 'HTTP 503 Service Unavailable'],
    ] as const;
    for (const [excerpt, line] of table) {
      const status = line.startsWith('HTTP 502') ? 502 : 503;
      const meaning = status === 502 ? 'Bad Gateway' : 'Service Unavailable';
      expect(httpError(status, meaning, excerpt)).toBe(line);
      expect(httpError(status, meaning, excerpt)).not.toMatch(/<[a-z!/]/i);
    }
    expect(httpError(502, 'Bad Gateway', '<html><title>Bad gateway</title></html>', 3)).toBe(
      'HTTP 502 Bad Gateway - body: Bad gateway (after 3 attempts)',
    );
  });
});
