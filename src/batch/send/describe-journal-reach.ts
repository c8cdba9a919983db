/**
 * The one line the upload shows when its journal's server goes out of reach or its file is locked
 * by another process, and the one when it takes statements again or the upload gives up on it: the
 * user sees why nothing moves, once, not per retry. The location is the journal's as users name it
 * (a URL without its password).
 */
import type { JournalReach } from '../../journal/journal.js';
import { LOCKED_BY_ANOTHER } from '../../journal/journal-locked-error.js';
import { plural } from '../../invoice/format-count.js';

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

/** @param held answers held in memory meanwhile; undefined outside the send loop, which holds none */
export function describeJournalReach(reach: JournalReach, location: string, held: number | undefined): string {
  switch (reach.kind) {
    case 'lost':
      if (reach.cut) return `journal connection cut: ${location}: ${reach.reason}; trying again${heldNow(held)}`;
      return `journal unreachable: ${location}: ${reach.reason}; retrying${heldNow(held)}`;
    case 'locked':
      return `journal locked: ${location}: ${reach.reason ?? LOCKED_BY_ANOTHER}; waiting for it up to ${seconds(reach.withinMs)}${heldNow(held)}`;
    case 'back': {
      const back = `journal ${reach.locked ? 'unlocked' : 'reachable again'} after ${seconds(reach.afterMs)}`;
      return held === undefined ? back : `${back}; the ${plural(held, 'answer')} held in memory are recorded now`;
    }
    case 'gave-up': {
      const still = reach.locked
        ? 'journal still locked by another process'
        : reach.cut
          ? 'journal connection still cut'
          : 'journal still unreachable';
      const why = reach.locked ? '' : ` (${reach.reason})`;
      const stops = `${still} after ${seconds(reach.afterMs)}${why}: the upload stops`;
      return held === undefined
        ? stops
        : `${stops}; the ${plural(held, 'answer')} held in memory are saved to a file, named below`;
    }
  }
}

const heldNow = (held: number | undefined) => (held === undefined ? '' : `; ${plural(held, 'answer')} held in memory`);
