/** The event of a handled file's log line, by which a JSON log's reader (and its level) tells them apart. */
import type { FileVerdict, WatchOptions } from './watch-options.js';

export type WatchEvent = Parameters<WatchOptions['log']>[1];

/**
 * @param stuck its move to done/ or failed/ was refused for a full disk
 * @param sameCause it was parked because the finance API could not be reached, and is parked
 *   again for that (a refused key or a used-up quota needs a person at every try): its try is told quietly until its state changes
 */
export function handledFileEvent(verdict: FileVerdict, stuck: boolean, sameCause: boolean): WatchEvent {
  if (verdict.dropDiskFull || stuck) return 'drop folder full';
  if (verdict.resultsProblem) return 'results not written';
  return verdict.destination === 'processing' && sameCause ? 'file still parked' : 'file handled';
}
