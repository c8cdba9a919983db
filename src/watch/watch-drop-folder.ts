/**
 * The drop-folder loop: take files that stopped changing from `inbox/`, one at a time, into
 * `processing/`, have them handled, and move them to `done/` or `failed/`. Files left in
 * `processing/` by a watcher that died are taken again first, and looked for again at every poll
 * while the watcher runs, so a file whose watcher was killed is taken over by another one as soon
 * as its claim lapses. What handling a file means (choosing a mapping, uploading, the journal) is
 * passed in.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { openDropFolders, recheckDropFolders } from './check-drop-folders.js';
import { inboxClaims } from './claim-inbox-file.js';
import { takeUndecodableNames } from './claim-undecodable-name.js';
import { trackParkedFiles } from './track-parked-files.js';
import { trackFilesStillWritten } from './track-files-still-written.js';
import { trackOpenFiles } from './track-open-files.js';
import { holdUnlessLocked } from './hold-unless-locked.js';
import { scanFolder, type NotAFile } from './scan-inbox.js';
import { notTakenReporter } from './report-entries-not-taken.js';
import { settleFiles, type Observation } from './settle-files.js';
import { orderOriginalsFirst } from './order-originals-first.js';
import { putBackIfChanged } from './check-file-as-read.js';
import { checkMovedFiles } from './report-moved-files-changed.js';
import { followFileRenamedBeforeRead } from './follow-file-renamed-before-read.js';
import { identityOf } from './find-renamed-file.js';
import { describeTakenFile, parkedCauseOf } from './describe-taken-file.js';
import { describeFilePlace } from './describe-file-place.js';
import type { FilePlace } from './move-handled-file.js';
import { movesOnward } from './move-on-handled-file.js';
import { emptyWatchSummary, type WatchSummary } from './watch-summary.js';
import { resultsStillToWrite } from './results-still-to-write.js';
import { handledFileOf } from './describe-handled-file.js';
import { handledFileEvent } from './handled-file-event.js';
import type { ClaimedFile, WatchOptions } from './watch-options.js';

export type { HandledFile, WatchSummary } from './watch-summary.js';
export type { ClaimedFile, ClaimRegistry, FileVerdict, WatchOptions } from './watch-options.js';

export async function watchDropFolder(options: WatchOptions): Promise<WatchSummary> {
  const folders = openDropFolders(options.root, options.journalFile);
  const now = options.now ?? (() => new Date());
  const summary = emptyWatchSummary();
  // A file put back this round is looked at again before `once` ends.
  let putBack = false;
  const parkedFiles = trackParkedFiles(options.retryMs ?? 30_000, options.retryMaxMs ?? 600_000);
  const show = (path: string) => relative(folders.root, path) || path;
  const mask = options.maskName ?? ((text: string) => text);
  // Every line goes out masked: a dropped file's name is the one thing in it a person chose.
  const log: WatchOptions['log'] = (line, event, runIds, file) => options.log(mask(line), event, runIds, file);
  // Moved files are looked at again: a writer the watcher cannot see may go on after the move.
  const moved = checkMovedFiles(options.settleMs, {
    log: (line, runIds) => log(line, 'file changed after moving', runIds),
    note: options.noteChangedAfterMove && ((change, reason) => options.noteChangedAfterMove!(change, reason, folders)),
    show,
  });
  const { recordFilePlace, fileSystem, claims } = options;
  const onward = movesOnward({ folders, summary, moved, recordFilePlace, now, show, fileSystem, claims, log });
  const fromInbox = inboxClaims(folders, fileSystem, (line) => log(line, 'drop folder full'));
  const notTaken = notTakenReporter(
    (line) => log(line, 'entry not taken'),
    options.noteNotTaken && ((entry) => options.noteNotTaken!(entry, folders)),
    show,
  );

  const resultsLater = resultsStillToWrite(options.resultsFromJournal, folders, options.claims, log, () =>
    now().getTime(),
  );

  const stillWritten = trackFilesStillWritten(folders.inbox, options.settleMs, options.once, (line) =>
    log(line, 'file still being written'),
  );

  const openFiles = trackOpenFiles(folders.inbox, options.once, (line) => log(line, 'file open'));

  /**
   * @param left the file was found in processing/, where another watcher may have held it
   * @param parked this watcher parked it while the finance system could not be reached
   */
  async function take(file: ClaimedFile, left = false, parked = false): Promise<void> {
    // Seen as taken, before any wait: what it is found by should staff rename or move it before it is read.
    file = file.identity ? file : { ...file, identity: identityOf(file.path) };
    if (!(await holdUnlessLocked(options.claims, file, options.once, (line) => log(line, 'journal locked')))) return;
    // A parked file keeps its claim, so that no other watcher takes it while this one waits to try again.
    let keepClaim = false;
    try {
      // Its watcher settled it (moved it, then let go of the claim) between the look and the hold.
      if (left && !existsSync(file.path)) return;
      recheckDropFolders(folders);
      const renamed = followFileRenamedBeforeRead(file, folders, show, now());
      if (renamed) {
        parkedFiles.follow(file.path, renamed.path);
        return await take(renamed, false, parked);
      }
      const verdict = await options.handle(file, folders);
      const earlier = parkedFiles.forget(file.path);
      const runIds = [...earlier.runIds, ...(verdict.runIds ?? [])];
      const before = parked ? earlier.cause : undefined;
      // Still out of reach: said quietly, its first park having been said. A refused key or a used-up quota needs a person at every try.
      const sameCause = before?.unreachable === true && verdict.unreachable === true;
      let place: FilePlace = { target: file.path, movedTo: undefined };
      // Why the drop folder's disk refused its move to done/ or failed/.
      let stuck: string | undefined;
      const back =
        verdict.destination === 'processing'
          ? undefined
          : await putBackIfChanged(file.path, verdict.read, folders.inbox, now());
      if (back) {
        summary.changedAfterRead += 1;
        putBack = true;
        parkedFiles.settle(file.path);
        const name = verdict.name ?? mask(file.name);
        summary.files.push(handledFileOf(verdict, { name, destination: 'inbox', path: back.path ?? '', runIds }));
        const line = `${verdict.name ?? file.name}: changed after it was read (${back.change}); put back in inbox/ to be taken again once it stops changing, when the invoices already created are skipped (so far: ${verdict.summary})`;
        log(line, 'file changed after reading', runIds, summary.files.at(-1));
        return;
      }
      if (verdict.destination !== 'processing') {
        const moving = await onward.move(file, { ...verdict, destination: verdict.destination }, runIds);
        // Its outcomes are recorded: held in processing/ until the drop folder's disk has room for the move.
        if ('full' in moving) [stuck, keepClaim] = [moving.full, true];
        else place = moving;
        parkedFiles.settle(file.path);
      } else {
        parkedFiles.park(file, now().getTime(), runIds, parkedCauseOf(verdict));
        keepClaim = true;
      }
      const handled = handledFileOf(verdict, {
        name: verdict.name ?? file.name,
        destination: stuck ? 'processing' : verdict.destination,
        path: place.target ?? '',
        runIds,
      });
      summary.files.push(handled);
      const results = verdict.resultsWorkbook ? `; results ${show(verdict.resultsWorkbook)}` : '';
      const where = stuck ? `; ${stuck}` : describeFilePlace(place, folders.processing, show);
      if (verdict.resultsProblem) resultsLater.add(verdict.name ?? file.name, runIds);
      log(
        `${describeTakenFile({ ...file, name: verdict.name ?? file.name }, before)}: ${verdict.summary}${where}${results}`,
        handledFileEvent(verdict, stuck !== undefined, sameCause),
        runIds,
        handled,
      );
    } finally {
      if (!keepClaim) await options.claims.release(file.path);
    }
  }

  const takeUndecodable = (folder: string, names: readonly Buffer[], notFiles: NotAFile[]) =>
    takeUndecodableNames(folder, names, notFiles, { folders, signal: options.signal, now, take: (file) => take(file) });

  /** What a watcher that died left behind: taken unless a live watcher holds it or this one parked it. */
  async function takeLeftFiles(): Promise<void> {
    // Its own files waiting for room to be moved on first: they are held, and not taken again.
    await onward.retry();
    recheckDropFolders(folders);
    const left = scanFolder(folders.processing, now().getTime());
    await takeUndecodable(folders.processing, left.undecodable, left.notFiles);
    await notTaken.report('processing', left.notFiles);
    for (const file of left.files) {
      if (options.signal.aborted) return;
      const path = join(folders.processing, file.name);
      if (!parkedFiles.has(path) && !onward.has(path)) await take({ name: file.name, path, retaken: true }, true);
    }
  }

  async function loop(): Promise<void> {
    // After the files left in processing/: one an interrupted watcher had uploaded (its workbook
    // neither written nor recorded as refused) is then in the journal's list too.
    await takeLeftFiles();
    await resultsLater.load();
    if (options.signal.aborted) return;

    let observations = new Map<string, Observation>();
    let waiting: string[] = [];
    for (let round = 0; !options.signal.aborted; round++) {
      if (!options.once) {
        for (const file of parkedFiles.due(now().getTime())) {
          if (options.signal.aborted) break;
          await take(file, false, true);
        }
        if (round > 0) await takeLeftFiles();
      }
      if (round > 0) await resultsLater.retry();
      summary.changedAfterMove += await moved.check(now);
      recheckDropFolders(folders);
      const scan = scanFolder(folders.inbox, now().getTime());
      const settled = settleFiles(observations, scan.files, now().getTime(), options.settleMs);
      observations = settled.observations;
      waiting = settled.waiting;
      const ready = scan.files.filter((file) => settled.ready.includes(file.name));
      const writing = await stillWritten.look(ready, now().getTime());
      const open = openFiles.look(scan.files, scan.ignored, now().getTime());
      scan.notFiles.push(...open.overdue);
      for (const name of orderOriginalsFirst(settled.ready)) {
        if (options.signal.aborted) break;
        if (writing.has(name) || open.held.has(name)) {
          waiting.push(name);
          continue;
        }
        recheckDropFolders(folders);
        const claim = fromInbox.claim(name, now());
        if ('taken' in claim) await take({ name, path: claim.taken, retaken: false });
        else if ('notTaken' in claim) scan.notFiles.push({ name, why: claim.notTaken });
        // Else another watcher renamed it first, or the disk refused it: tried again at the next pass.
        observations.delete(name);
      }
      await takeUndecodable(folders.inbox, scan.undecodable, scan.notFiles);
      await notTaken.report('inbox', scan.notFiles);
      options.onPass?.({
        files: summary.files,
        waiting: waiting.length,
        parked: parkedFiles.causes(),
        heldByFullDisk: onward.paths().length + fromInbox.size(),
        resultsUnwritten: resultsLater.size(),
      });
      if (options.once && (round > 0 || (waiting.length === 0 && !putBack))) break;
      putBack = false;
      // A little over settleMs, so that a file unchanged since the last look is surely ready.
      const pause = options.once ? options.settleMs + 20 : options.pollMs;
      try {
        await sleep(pause, undefined, { signal: options.signal });
      } catch {
        break;
      }
    }
    if (options.once) {
      await onward.retry();
      await resultsLater.retry();
      summary.changedAfterMove += await moved.checkWhenSettled(now, options.signal);
      for (const line of stillWritten.describeLeft(waiting, openFiles.held())) log(line, 'file left changing');
      summary.leftChanging = waiting.length;
    }
  }

  try {
    await loop();
  } finally {
    // Parked files are let go, so the next watcher takes them at once rather than after the lease.
    for (const path of [...parkedFiles.paths(), ...onward.paths()]) await options.claims.release(path);
  }
  summary.resultsUnwritten = resultsLater.size();
  summary.parked = parkedFiles.size() + onward.paths().length + fromInbox.size();
  summary.parkedUnreachable = parkedFiles.unreachable();
  summary.notTaken = notTaken.left().map((entry) => ({ ...entry, name: mask(entry.name) }));
  summary.leftNotFiles = summary.notTaken.length;
  return summary;
}
