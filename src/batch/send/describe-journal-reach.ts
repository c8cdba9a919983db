/**
 * The one line the upload shows when its journal's server goes out of reach, and the one when it
 * answers again or the upload gives up on it: the user sees why nothing moves, once, not per retry.
 * The location is the journal's as users name it (a URL without its password).
 */
import type { JournalReach } from '../../journal/journal.js';

const answers = (count: number) => `${count} answer${count === 1 ? '' : 's'}`;
const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

export function describeJournalReach(reach: JournalReach, location: string, held: number): string {
  switch (reach.kind) {
    case 'lost':
      return `journal unreachable: ${location}: ${reach.reason}; retrying; ${answers(held)} held in memory`;
    case 'back':
      return `journal reachable again after ${seconds(reach.afterMs)}; the ${answers(held)} held in memory are recorded now`;
    case 'gave-up':
      return `journal still unreachable after ${seconds(reach.afterMs)} (${reach.reason}): the upload stops; the ${answers(held)} held in memory are saved to a file, named below`;
  }
}
