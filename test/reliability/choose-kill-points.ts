/**
 * Where the crash part's uploads are killed (SCALE.killPoints): one point in each phase an upload
 * passes through, or points drawn at random over the whole upload. Seeded, chosen up front, so a
 * run's kill point does not depend on which runs were filtered out.
 */
import { seededRandom } from '../../src/sandbox/seeded-random.js';

/**
 * Where an upload is killed: once the sandbox received a number of creates, or in start-up, once its
 * run is recorded in the journal (watch-run-recorded.ts). Not after a delay: the compiled CLI may take
 * seconds to open its journal on a loaded machine, and a delay lands wherever the load puts it.
 */
export type PlannedKill = { afterCreates: number } | { startUp: 'run recorded' };

const START_UP: PlannedKill = { startUp: 'run recorded' };

/**
 * One kill in each phase of an upload of `invoices` at `concurrency` places, each point placed at
 * random inside its phase: more kills of one phase take the same paths of the killed upload and of
 * its resume again.
 * - start-up, before the first create: the journal opened (on PostgreSQL, the new database migrated)
 *   and the run recorded, its file being read and staged; the resume finds a run with nothing sent;
 * - mid-run: answers recorded, creates in flight and one claim ready ahead, more left to claim; the
 *   resume skips the created, holds the in-flight in doubt and sends the rest;
 * - the last claims: the last creates in flight, few or none left to claim; the resume sends at
 *   most those few.
 */
export function phaseKillPoints(seed: number, invoices: number, concurrency: number): PlannedKill[] {
  const random = seededRandom(seed);
  const last = Math.ceil(concurrency / 2);
  return [
    START_UP,
    { afterCreates: concurrency + 1 + Math.floor(random() * (invoices - 3 * concurrency)) },
    { afterCreates: invoices - last + Math.floor(random() * last) },
  ];
}

/** `count` points at random; the first `startUpKills` land before the first create whatever the roll. */
export function randomKillPoints(count: number, seed: number, startUpKills: number, invoices: number): PlannedKill[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const roll = random();
    // One kill in ten lands before the first create: during start-up, reading or staging.
    if (index < startUpKills || roll < 0.1) return START_UP;
    return { afterCreates: 1 + Math.floor(random() * (invoices - 1)) };
  });
}
