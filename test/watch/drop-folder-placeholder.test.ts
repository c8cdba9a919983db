/**
 * An empty file dropped as a placeholder, its content written later, possibly past the settle
 * time: it waits, said once, and is taken with its content; only a file empty for long is refused.
 */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  watchDropFolder,
  type ClaimedFile,
  type FileVerdict,
  type WatchOptions,
} from '../../src/watch/watch-drop-folder.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { waitUntil } from '../helpers/wait-until.js';

const list = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort() : []);

function setup(
  overrides: Partial<WatchOptions>,
  lines: string[],
  handled: string[],
): { root: string; options: WatchOptions } {
  const root = makeTempDir('ib-drop-placeholder');
  mkdirSync(join(root, 'inbox'), { recursive: true });
  const options: WatchOptions = {
    root,
    settleMs: 200,
    pollMs: 20,
    once: true,
    signal: new AbortController().signal,
    claims: { hold: () => true, release: () => undefined },
    handle: async (file: ClaimedFile): Promise<FileVerdict> => {
      const { readFileSync } = await import('node:fs');
      handled.push(`${file.name}:${readFileSync(file.path, 'utf8').length}`);
      return { destination: 'done', summary: 'handled', resultsWorkbook: undefined };
    },
    log: (line) => lines.push(line),
    ...overrides,
  };
  return { root, options };
}

describe('an empty file in the inbox', () => {
  it('is left for the next run by --once while it is new, whatever its name', async () => {
    for (const name of ['placeholder.csv', 'Neues Textdokument.txt', 'month.xlsx']) {
      const lines: string[] = [];
      const handled: string[] = [];
      const { root, options } = setup({}, lines, handled);
      writeFileSync(join(root, 'inbox', name), '');
      await watchDropFolder(options);
      expect(handled, name).toEqual([]);
      expect(list(join(root, 'inbox'))).toEqual([name]);
      expect(lines).toEqual([
        `${name}: still being written (it is empty (0 bytes) so far; refused if still empty 6 s after it was last written); left in inbox/ for the next run`,
      ]);
    }
  });

  it('waits past the settle time, said once, and is taken with the content written later', async () => {
    const lines: string[] = [];
    const handled: string[] = [];
    const controller = new AbortController();
    const { root, options } = setup({ once: false, signal: controller.signal }, lines, handled);
    writeFileSync(join(root, 'inbox', 'placeholder.csv'), '');
    // Several settle times pass with the file empty.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const watching = watchDropFolder(options);
    await new Promise((resolve) => setTimeout(resolve, 400));
    writeFileSync(join(root, 'inbox', 'placeholder.csv'), 'Vendor,Number\n1,2\n');
    await waitUntil('the file is taken', () => handled.length > 0, 10_000);
    controller.abort();
    await watching;
    expect(handled).toEqual(['placeholder.csv:18']);
    expect(lines.filter((l) => l.includes('empty (0 bytes)'))).toHaveLength(1);
    expect(list(join(root, 'done'))).toEqual(['placeholder.csv']);
  });

  it('is taken (to be refused) once it stayed empty past the wait', async () => {
    const lines: string[] = [];
    const handled: string[] = [];
    // The watcher's clock an hour ahead of the file's times: it has been empty that long.
    const { root, options } = setup({ now: () => new Date(Date.now() + 3_600_000) }, lines, handled);
    writeFileSync(join(root, 'inbox', 'left-empty.csv'), '');
    await watchDropFolder(options);
    expect(handled).toEqual(['left-empty.csv:0']);
  });
});
