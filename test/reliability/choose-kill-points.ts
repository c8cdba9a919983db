/**
 * Where the crash part's uploads are killed (SCALE.killPoints): one point in each phase an upload
 * passes through, or points drawn at random over the whole upload. Seeded, chosen up front, so a
 * run's kill point does not depend on which runs were filtered out.
 */
import { seededRandom } from '../../src/sandbox/seeded-random.js';
import type { KillPoint } from './kill-upload.js';

/** Longest delay of a start-up kill at the phase points: a 100-invoice upload may have ended 1.3 s after it began. */
export const START_UP_KILL_MAX_MS = 600;

/**
 * One kill in each phase of an upload of `invoices` at `concurrency` places, each point placed at
 * random inside its phase: more kills of one phase take the same paths of the killed upload and of
 * its resume again.
 * - start-up, before the first create: loading, opening (on PostgreSQL connecting to and migrating
 *   the new database), reading and staging the file; the resume finds no run, or one with nothing sent;
 * - mid-run: answers recorded, creates in flight and one claim ready ahead, more left to claim; the
 *   resume skips the created, holds the in-flight in doubt and sends the rest;
 * - the last claims: the last creates in flight, few or none left to claim; the resume sends at
 *   most those few.
 */
export function phaseKillPoints(seed: number, invoices: number, concurrency: number): KillPoint[] {
  const random = seededRandom(seed);
  const last = Math.ceil(concurrency / 2);
  return [
    { afterMs: 150 + Math.floor(random() * (START_UP_KILL_MAX_MS - 150)) },
    { afterCreates: concurrency + 1 + Math.floor(random() * (invoices - 3 * concurrency)) },
    { afterCreates: invoices - last + Math.floor(random() * last) },
  ];
}

/** `count` points at random; the first `startUpKills` land before the first create whatever the roll. */
export function randomKillPoints(count: number, seed: number, startUpKills: number, invoices: number): KillPoint[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const roll = random();
    // One kill in ten lands before the first create: during start-up, reading or staging.
    if (index < startUpKills || roll < 0.1) return { afterMs: 150 + Math.floor(random() * 1200) };
    return { afterCreates: 1 + Math.floor(random() * (invoices - 1)) };
  });
}
