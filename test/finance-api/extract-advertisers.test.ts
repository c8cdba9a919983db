import { describe, expect, it } from 'vitest';
import { extractAdvertisers } from '../../src/finance-api/extract-advertisers.js';
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { startOddServer } from './odd-server.js';

describe('extractAdvertisers', () => {
  it.each(['bare', 'wrapped'] as const)('reads the %s list', async (advertiserShape) => {
    const s = await startTestSandbox({ advertiserShape });
    const outcome = await extractAdvertisers(s.target());
    expect(outcome).toMatchObject({ kind: 'advertisers', status: 200, attempts: 1 });
    expect(outcome.kind === 'advertisers' && outcome.advertisers).toEqual(SANDBOX_ADVERTISERS);
  });

  it('turns numeric ids into strings', async () => {
    const s = await startTestSandbox({ advertiserShape: 'numeric-ids' });
    const outcome = await extractAdvertisers(s.target());
    expect(outcome.kind === 'advertisers' && outcome.advertisers[39]).toEqual({
      id: '100040',
      advertiserName: 'Großmann Möbelhaus GmbH',
    });
  });

  it('POSTs an empty JSON object to the seed path with the key header', async () => {
    let body = '';
    const server = await startOddServer((_, response, text) => {
      body = text;
      response.end('{"data":{"items":[{"id":7,"advertiserName":"Seven"}]}}');
    });
    const outcome = await extractAdvertisers(server.target());
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      url: '/v1/advertiser/referenceData/extractReferenceData',
    });
    expect(server.requests[0]!.headers.api_key).toBe('k3y-odd-server-secret');
    expect(body).toBe('{}');
    expect(outcome.kind === 'advertisers' && outcome.advertisers).toEqual([{ id: '7', advertiserName: 'Seven' }]);
  });

  it('retries a gateway HTML page and reports it with status and excerpt when it persists', async () => {
    const s = await startTestSandbox({ failRate: 1, seed: 1 });
    const outcome = await extractAdvertisers(s.target());
    expect(outcome.kind).toBe('http-error');
    if (outcome.kind !== 'http-error') return;
    expect([502, 504]).toContain(outcome.status);
    expect(outcome.attempts).toBe(3);
    expect(outcome.excerpt).toMatch(/^<html> <head><title>50[24]/);
  });

  it('recovers when the gateway fails once', async () => {
    const s = await startTestSandbox();
    s.injectNext({ status: 502, body: '<html>Bad Gateway</html>', route: 'advertisers' });
    expect(await extractAdvertisers(s.target())).toMatchObject({ kind: 'advertisers', attempts: 2 });
  });

  it('reports an HTML page with status 200 as not JSON', async () => {
    const server = await startOddServer((_, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><title>Maintenance</title>');
    });
    const outcome = await extractAdvertisers(server.target());
    expect(outcome).toMatchObject({
      kind: 'http-error',
      status: 200,
      meaning: 'advertiser list: expected a JSON body, got text/html that is not JSON',
      attempts: 1,
    });
  });

  it('names the element that is wrong', async () => {
    const server = await startOddServer((_, response) => response.end('[{"id":"1","advertiserName":"A"},{"id":"2"}]'));
    const outcome = await extractAdvertisers(server.target());
    expect(outcome.kind === 'http-error' && outcome.meaning).toMatch(
      /^advertiser list has the wrong shape: \[1\]\.advertiserName/,
    );
  });
});
