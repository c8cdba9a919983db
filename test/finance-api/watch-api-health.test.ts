import { describe, expect, it } from 'vitest';
import { HEALTHY, haltDetail, nextApiHealth } from '../../src/finance-api/watch-api-health.js';
import type { CreateOutcome } from '../../src/finance-api/call-outcome.js';

const notSent: CreateOutcome = { kind: 'not-sent', reason: 'connection refused (ECONNREFUSED)', attempts: 4 };
const created: CreateOutcome = {
  kind: 'created',
  instanceId: '1',
  status: 200,
  attempts: 1,
  response: { E_INSTANCE_ID: '1', E_MESSAGE: '', E_RETCODE: 0, T_CONTACT: [], T_EVENT: [] },
};
const refused = (status: number, meaning: string): CreateOutcome => ({
  kind: 'http-error',
  status,
  meaning,
  excerpt: '',
  attempts: 1,
});

describe('nextApiHealth', () => {
  it('halts at once when the API key is refused with 401 or 403', () => {
    expect(nextApiHealth(HEALTHY, refused(401, 'Unauthorized')).halt).toBe(
      'the finance API refused the API key (HTTP 401 Unauthorized)',
    );
    expect(nextApiHealth(HEALTHY, refused(403, 'Forbidden, or the developer is inactive')).halt).toBe(
      'the finance API refused the API key (HTTP 403 Forbidden, or the developer is inactive)',
    );
    expect(haltDetail('the finance API refused the API key (HTTP 401 Unauthorized)')).toBe(
      'not sent: the finance API refused the API key (HTTP 401 Unauthorized); nothing more was sent; safe to post again once that is fixed',
    );
  });

  it('names where a refused key came from, never for an answer that judged no key', () => {
    const source = 'the file /srv/acme.key (apiKeyFile of profile "acme")';
    expect(nextApiHealth(HEALTHY, refused(403, 'Forbidden'), source).halt).toBe(
      `the finance API refused the API key (HTTP 403 Forbidden); the API key sent came from ${source}`,
    );
    expect(nextApiHealth(HEALTHY, refused(401, 'Unauthorized'), undefined).halt).toBe(
      'the finance API refused the API key (HTTP 401 Unauthorized)',
    );
    expect(nextApiHealth(HEALTHY, notSent, source).halt).toBeUndefined();
  });

  it('halts after three not-sent answers in a row, and any other answer starts the count again', () => {
    let health = nextApiHealth(nextApiHealth(HEALTHY, notSent), notSent);
    expect(health).toEqual({ notSentInARow: 2, halt: undefined });
    health = nextApiHealth(nextApiHealth(health, created), notSent);
    expect(health).toEqual({ notSentInARow: 1, halt: undefined });
    health = nextApiHealth(nextApiHealth(health, notSent), notSent);
    expect(health.halt).toBe(
      'the finance API could not be reached (3 invoices in a row: connection refused (ECONNREFUSED))',
    );
  });

  it('keeps the first reason, whatever comes after it', () => {
    const halted = nextApiHealth(HEALTHY, refused(401, 'Unauthorized'));
    expect(nextApiHealth(nextApiHealth(halted, created), refused(403, 'Forbidden')).halt).toBe(halted.halt);
    expect(nextApiHealth(HEALTHY, refused(404, 'Not Found')).halt).toBeUndefined();
  });

  it('never halts for invoices held back as larger than maxRequestBytes, however many in a row', () => {
    const tooLarge: CreateOutcome = {
      kind: 'not-sent',
      reason: 'the request would be 2 MB',
      attempts: 0,
      tooLarge: true,
    };
    const health = Array.from({ length: 10 }, () => tooLarge).reduce(
      (health, answer) => nextApiHealth(health, answer),
      HEALTHY,
    );
    expect(health).toEqual(HEALTHY);
  });
});
