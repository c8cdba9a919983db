/**
 * A drop folder whose sub-folders were made in Explorer (`Inbox`, `Done`): the watcher reads and
 * moves into them, creates no lower-case twin beside them, and refuses two that differ only in case.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/errors.js';
import { watchDropFolder, type ClaimedFile, type FileVerdict } from '../../src/watch/watch-drop-folder.js';
import { makeTempDir } from '../helpers/temp-dir.js';

async function watchOnce(root: string): Promise<ClaimedFile[]> {
  const handled: ClaimedFile[] = [];
  const held = new Set<string>();
  await watchDropFolder({
    root,
    settleMs: 0,
    pollMs: 20,
    once: true,
    signal: new AbortController().signal,
    claims: {
      hold: (path) => (held.has(path) ? false : (held.add(path), true)),
      release: (path) => void held.delete(path),
    },
    handle: async (file): Promise<FileVerdict> => {
      handled.push(file);
      return { destination: 'done', summary: 'handled', resultsWorkbook: undefined };
    },
    log: () => undefined,
  });
  return handled;
}

describe('drop folder sub-folders named in another case', () => {
  it('takes the file from Inbox/ and moves it into Done/, creating no inbox/ or done/', async () => {
    const root = join(makeTempDir('drop-case'), 'drop');
    mkdirSync(join(root, 'Inbox'), { recursive: true });
    mkdirSync(join(root, 'Done'));
    writeFileSync(join(root, 'Inbox', 'march.csv'), 'Vendor,Number\n1,1\n');

    const handled = await watchOnce(root);
    expect(handled.map((file) => file.name)).toEqual(['march.csv']);
    expect(readdirSync(root).sort()).toEqual(['Done', 'Inbox', 'failed', 'processing', 'results']);
    expect(readdirSync(join(root, 'Done'))).toEqual(['march.csv']);
    expect(readdirSync(join(root, 'Inbox'))).toEqual([]);
  });

  it('refuses Inbox/ beside inbox/, naming both, and moves nothing', async () => {
    const root = join(makeTempDir('drop-case-twins'), 'drop');
    mkdirSync(join(root, 'Inbox'), { recursive: true });
    mkdirSync(join(root, 'inbox'));
    writeFileSync(join(root, 'Inbox', 'march.csv'), 'Vendor,Number\n1,1\n');

    const error = await watchOnce(root).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(
      /holds (Inbox\/ and inbox\/|inbox\/ and Inbox\/), which differ only in case/,
    );
    expect(readdirSync(join(root, 'Inbox'))).toEqual(['march.csv']);
  });
});
