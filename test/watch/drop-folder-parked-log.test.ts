/**
 * A file parked because the finance API cannot be reached was logged as a file needing a person
 * (warn) at every try, every few seconds to minutes for as long as the outage lasted: a monitor
 * alerting on warnings rang at each. Its first park is the file handled (warn); each try after it
 * for the same cause is 'file still parked' (info), until its state changes; how it ended is a
 * file handled line again.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { makeDropFolder, watchFolderOnce } from '../helpers/drop-folder.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';

const CSV = 'Vendor,Number,Date,Currency,Total,Net,Tax\n0000100011,PARK-1,2026-05-01,EUR,119.00,100.00,19.00\n';

it('a file parked while the finance API is out of reach is said once as handled, its later tries as still parked', async () => {
  const { dir, drop, inbox } = makeDropFolder('ib-drop-parked-log');
  writeFileSync(join(inbox, 'p1.csv'), CSV);
  const sandbox = await startTestSandbox();
  const up = sandbox.target();
  // Nothing listens there any more: every try is refused at once, after short waits.
  const target = { ...up, retry: { ...up.retry, baseDelayMs: 10, maxDelayMs: 40 } };
  await sandbox.close();
  const journal = await openJournal(join(dir, 'journal.sqlite'));
  const stop = new AbortController();
  const lines: string[] = [];
  const events: string[] = [];
  let tries = 0;
  try {
    await watchFolderOnce({
      drop,
      journal,
      target,
      mapping: join(dir, 'm.yaml'),
      lines,
      events,
      once: false,
      retryMs: 20,
      retryMaxMs: 40,
      signal: stop.signal,
      around: async (_file, handle) => {
        await handle();
        if ((tries += 1) === 4) stop.abort();
      },
    });
  } finally {
    await journal.close();
  }
  expect(tries).toBe(4);
  expect(events).toEqual(['file handled', 'file still parked', 'file still parked', 'file still parked']);
  expect(lines[0]).toMatch(/^p1\.csv: stopped \(the finance API could not be reached .*left in processing\//);
  expect(lines[1]).toMatch(
    /^p1\.csv \(parked while the finance system could not be reached, taken again\): stopped .*left in processing\//,
  );
});
