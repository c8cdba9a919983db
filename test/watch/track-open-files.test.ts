/**
 * A long-running watcher looks at the inbox every poll: a file open in Excel is said once in the
 * log, not at every look, and again only when it is opened anew after being closed.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { trackOpenFiles } from '../../src/watch/track-open-files.js';
import { makeTempDir } from '../helpers/temp-dir.js';

describe('trackOpenFiles', () => {
  it('says a file open once while it stays open, holds it at every look, and lets it go when closed', () => {
    const inbox = makeTempDir('ib-track-open');
    writeFileSync(join(inbox, 'Dec register.xlsx'), 'x');
    writeFileSync(join(inbox, '~$c register.xlsx'), 'Maria');
    const lines: string[] = [];
    const tracker = trackOpenFiles(inbox, false, (line) => lines.push(line));
    const now = Date.now();
    const files = [{ name: 'Dec register.xlsx', size: 1, mtimeMs: now, ctimeMs: now }];
    for (let look = 0; look < 3; look++) {
      const seen = tracker.look(files, ['~$c register.xlsx'], now + look * 1000);
      expect([...seen.held.keys()]).toEqual(['Dec register.xlsx']);
      expect(seen.overdue).toEqual([]);
    }
    expect(lines).toEqual([
      'Dec register.xlsx: is open in Excel (lock file ~$c register.xlsx): taken once it is closed',
    ]);
    rmSync(join(inbox, '~$c register.xlsx'));
    expect(tracker.look(files, [], now + 4000).held.size).toBe(0);
    expect(lines).toHaveLength(1);
  });
});
