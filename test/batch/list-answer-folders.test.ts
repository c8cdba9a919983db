/** The folders the answers an upload could not record are tried in: the output folder first, then others. */
import { describe, expect, it } from 'vitest';
import { listAnswerFolders } from '../../src/batch/list-answer-folders.js';

describe('listAnswerFolders', () => {
  it('tries the output folder, the state folder, the journal folder, the temp folder, then the home folder', () => {
    expect(
      listAnswerFolders({
        outDir: '/srv/ops/output',
        journalLocation: '/var/lib/invoice-batch/journal.sqlite',
        stateDir: '/srv/users/ops/.local/state/invoice-batch',
        tempDir: '/var/scratch',
        homeDir: '/srv/users/ops',
      }),
    ).toEqual([
      '/srv/ops/output',
      '/srv/users/ops/.local/state/invoice-batch',
      '/var/lib/invoice-batch',
      '/var/scratch',
      '/srv/users/ops',
    ]);
  });

  it('names a folder once, skips what is not known, and takes no folder from a PostgreSQL journal', () => {
    expect(
      listAnswerFolders({
        outDir: '/srv/ops/output',
        journalLocation: '/srv/ops/output/journal.sqlite',
        tempDir: '/var/scratch',
      }),
    ).toEqual(['/srv/ops/output', '/var/scratch']);
    expect(
      listAnswerFolders({
        outDir: '/srv/out',
        journalLocation: 'postgres://db.example/journal',
        homeDir: '/srv/users/ops',
      }),
    ).toEqual(['/srv/out', '/srv/users/ops']);
  });
});
