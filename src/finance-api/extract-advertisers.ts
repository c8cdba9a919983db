/**
 * Advertiser reference data (seed 4.1): POST with an empty JSON object. Read-only, so retried.
 * The list may come bare or wrapped; ids may be numbers (see parseAdvertiserList).
 */
import type { ApiTarget } from './api-target.js';
import type { AdvertisersOutcome } from './call-outcome.js';
import { advertisersUrl } from './api-paths.js';
import { parseAdvertiserList } from './advertiser-list-schema.js';
import { httpFailure, parseJson, statusFailure, type Answer } from './read-json-answer.js';
import { readWithRetry } from './read-with-retry.js';

function readAdvertisersAnswer(answer: Answer, apiKey: string, attempts: number): AdvertisersOutcome {
  if (answer.status < 200 || answer.status > 299) return statusFailure(answer, apiKey, attempts);
  const json = parseJson(answer);
  if (!json.ok) return httpFailure(answer, `advertiser list: ${json.meaning}`, apiKey, attempts);
  const list = parseAdvertiserList(json.value);
  if (!list.ok) return httpFailure(answer, `advertiser list has the wrong shape: ${list.message}`, apiKey, attempts);
  return { kind: 'advertisers', status: answer.status, advertisers: list.advertisers, attempts };
}

export async function extractAdvertisers(
  target: ApiTarget,
  options: { signal?: AbortSignal } = {},
): Promise<AdvertisersOutcome> {
  return readWithRetry(
    target,
    { method: 'POST', url: advertisersUrl(target), body: '{}' },
    (answer, attempts) => readAdvertisersAnswer(answer, target.apiKey, attempts),
    { signal: options.signal },
  );
}
