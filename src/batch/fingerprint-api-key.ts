/**
 * Which API key a run used, told without the key: an auditor compares fingerprints of runs (the
 * key rotated mid-year: which runs still sent the old one?) and never learns the key. Pure.
 */
import { createHmac } from 'node:crypto';
import type { ApiTarget } from '../finance-api/api-target.js';

/**
 * Hex characters kept: enough to tell a journal's keys apart. Not a secret's protection: whoever
 * reads the journal has its salt and can test guesses of a short key against a fingerprint (a
 * million a few seconds), as against any hash; a long random key stays out of reach.
 */
const FINGERPRINT_LENGTH = 12;

/**
 * HMAC-SHA-256 of the key under the journal's random salt, its first 12 hex characters: the same
 * key gives the same fingerprint in one journal (and its copies), and no table of guesses built
 * beforehand, without the salt, finds a key.
 */
export function fingerprintApiKey(apiKey: string, salt: string): string {
  return createHmac('sha256', salt).update(apiKey, 'utf8').digest('hex').slice(0, FINGERPRINT_LENGTH);
}

/** Where the target's key came from, as the settings name it; the embedded sandbox's own when none. */
export function keySourceOf(target: Pick<ApiTarget, 'apiKeySource' | 'sandbox'>): string {
  return target.apiKeySource ?? (target.sandbox ? "the sandbox's own key" : 'the settings');
}
