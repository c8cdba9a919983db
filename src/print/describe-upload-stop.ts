/**
 * The last line an upload that stopped before sending every invoice writes on standard error: why,
 * that the invoices not sent are safe to post again, and, when it left any in doubt, how many and
 * how to settle them, since those must not be posted again. Pure.
 */
import { IN_DOUBT_TODO, inDoubtResolveLines } from '../report/outcome-words.js';

export interface UploadStop {
  /** Why the upload stopped by itself; undefined for a signal's stop. */
  halted: string | undefined;
  /** Invoices the upload's runs left in doubt. */
  inDoubt: number;
  /** `invoice-batch resolve` with the run's settings flags. */
  resolveCommand: string;
  /** The journal command that lists the invoices in doubt, with the run's flags. */
  listInDoubtCommand: string;
}

export function describeUploadStop(stop: UploadStop): string {
  const cause =
    stop.halted === undefined ? 'the answers in flight were recorded' : `${stop.halted}; nothing more was sent`;
  return `upload stopped: ${cause}; invoices not sent are safe to post again${inDoubtWords(stop)}`;
}

function inDoubtWords(stop: UploadStop): string {
  if (stop.inDoubt === 0) return '';
  const one = stop.inDoubt === 1;
  const settle = inDoubtResolveLines(stop.resolveCommand, stop.inDoubt)
    .map(({ command, why }) => `${command} (${why})`)
    .join('; ');
  return (
    `; but ${stop.inDoubt} invoice${one ? ' is' : 's are'} in doubt: sent, but no clear answer came, so ${one ? 'it' : 'they'} may already exist in the finance system. ` +
    `${IN_DOUBT_TODO} (listed by ${stop.listInDoubtCommand}): ${settle}`
  );
}
