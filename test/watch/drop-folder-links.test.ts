/**
 * A drop folder whose sub-folders are symbolic links, and inbox entries that are not plain files
 * of the drop folder: nothing outside the drop folder is ever moved or read.
 */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/errors.js';
import {
  watchDropFolder,
  type ClaimedFile,
  type FileVerdict,
  type WatchOptions,
} from '../../src/watch/watch-drop-folder.js';
import { makeTempDir } from '../helpers/temp-dir.js';

interface Layout {
  /** The drop folder. */
  root: string;
  /** A folder outside it, holding `keep.csv` and the journal `journal.sqlite`. */
  outside: string;
}

function layout(): Layout {
  const dir = makeTempDir('ib-drop-links');
  const root = join(dir, 'drop');
  const outside = join(dir, 'elsewhere');
  mkdirSync(root);
  mkdirSync(outside);
  writeFileSync(join(outside, 'keep.csv'), 'Vendor,Number\n1,1\n');
  writeFileSync(join(outside, 'journal.sqlite'), 'SQLite format 3\0journal pages');
  return { root, outside };
}

function options(
  root: string,
  overrides: Partial<WatchOptions> & { handled?: ClaimedFile[]; lines?: string[] } = {},
): WatchOptions {
  const handled = overrides.handled ?? [];
  const lines = overrides.lines ?? [];
  const held = new Set<string>();
  return {
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
    log: (line) => lines.push(line),
    ...overrides,
  };
}

/** The sub-folders the watcher manages, as the docs name them. */
const MANAGED_FOLDERS = ['inbox', 'processing', 'done', 'failed', 'results'] as const;

const list = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort() : []);

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

/** A real Unix socket at `path`, open until the test ends. */
async function socketAt(path: string): Promise<void> {
  const server = createServer();
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(path, resolve));
}

/** Each way a managed sub-folder can point somewhere else or not be a folder at all. */
const FOLDER_VARIANTS: { label: string; plant(l: Layout, name: string): void; says: RegExp }[] = [
  {
    label: 'a symbolic link to a folder outside',
    plant: (l, name) => symlinkSync(l.outside, join(l.root, name)),
    says: /is a symbolic link/,
  },
  {
    label: 'a relative symbolic link to a folder outside',
    plant: (l, name) => symlinkSync('../elsewhere', join(l.root, name)),
    says: /is a symbolic link/,
  },
  {
    label: 'a symbolic link to another folder of the drop folder',
    plant: (l, name) => {
      mkdirSync(join(l.root, 'archive'));
      symlinkSync(join(l.root, 'archive'), join(l.root, name));
    },
    says: /is a symbolic link/,
  },
  {
    label: 'a dangling symbolic link',
    plant: (l, name) => symlinkSync(join(l.outside, 'gone'), join(l.root, name)),
    says: /is a symbolic link/,
  },
  {
    label: 'a file',
    plant: (l, name) => writeFileSync(join(l.root, name), 'x'),
    says: /expected a folder, got a file/,
  },
];

describe('a drop folder whose sub-folder is not a plain folder of its own', () => {
  for (const name of MANAGED_FOLDERS) {
    for (const variant of FOLDER_VARIANTS) {
      it(`is refused when ${name}/ is ${variant.label}, and nothing is moved`, async () => {
        const l = layout();
        for (const other of MANAGED_FOLDERS) if (other !== name) mkdirSync(join(l.root, other));
        variant.plant(l, name);
        if (name !== 'inbox') writeFileSync(join(l.root, 'inbox', 'new.csv'), 'x');
        const handled: ClaimedFile[] = [];
        const error = await watchDropFolder(options(l.root, { handled })).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ConfigError);
        expect((error as ConfigError).message).toMatch(new RegExp(`${name}/`));
        expect((error as ConfigError).message).toMatch(variant.says);
        expect(handled).toEqual([]);
        expect(list(l.outside)).toEqual(['journal.sqlite', 'keep.csv']);
        if (name !== 'inbox') expect(list(join(l.root, 'inbox'))).toEqual(['new.csv']);
      });
    }
  }

  it('is refused when the journal lies in one of its sub-folders, even under another name', async () => {
    const l = layout();
    mkdirSync(join(l.root, 'results'));
    // The journal's folder reached through a link: the same folder as results/.
    symlinkSync(join(l.root, 'results'), join(l.outside, 'journal-folder'));
    const error = await watchDropFolder(
      options(l.root, { journalFile: join(l.outside, 'journal-folder', 'journal.sqlite') }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/journal .* lies in the drop folder's results\//);
  });

  it('takes a drop folder that is itself reached through a symbolic link', async () => {
    const l = layout();
    mkdirSync(join(l.root, 'inbox'));
    writeFileSync(join(l.root, 'inbox', 'a.csv'), 'x');
    const alias = join(l.outside, 'drop-alias');
    symlinkSync(l.root, alias);
    const summary = await watchDropFolder(options(alias));
    expect(summary).toMatchObject({ done: 1, failed: 0 });
    expect(list(join(l.root, 'done'))).toEqual(['a.csv']);
  });

  it('stops, moving nothing, when a sub-folder is swapped for a link while a file is handled', async () => {
    for (const name of ['done', 'processing'] as const) {
      const l = layout();
      mkdirSync(join(l.root, 'inbox'), { recursive: true });
      writeFileSync(join(l.root, 'inbox', 'a.csv'), 'x');
      const swap = async (): Promise<FileVerdict> => {
        renameSync(join(l.root, name), join(l.root, `${name}-old`));
        symlinkSync(l.outside, join(l.root, name));
        return { destination: 'done', summary: 'handled', resultsWorkbook: undefined };
      };
      const error = await watchDropFolder(options(l.root, { handle: swap })).catch((e: unknown) => e);
      expect(error, name).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(new RegExp(`${name}/ .*changed while the watcher ran`));
      expect(list(l.outside)).toEqual(['journal.sqlite', 'keep.csv']);
      expect(list(join(l.root, `${name}-old`))).toEqual(name === 'processing' ? ['a.csv'] : []);
    }
  });
});

describe('an inbox entry that is not a plain file of the drop folder', () => {
  it('is not taken nor moved, is reported once, and the journal and the files it points to are intact', async () => {
    const l = layout();
    const inbox = join(l.root, 'inbox');
    mkdirSync(inbox, { recursive: true });
    const journal = join(l.outside, 'journal.sqlite');
    const journalBefore = readFileSync(journal);
    const inode = lstatSync(journal).ino;
    symlinkSync(journal, join(inbox, 'journal-link.csv'));
    symlinkSync(join(l.outside, 'keep.csv'), join(inbox, 'outside-link.csv'));
    symlinkSync('../../elsewhere/keep.csv', join(inbox, 'relative-link.csv'));
    symlinkSync(join(l.outside, 'gone.csv'), join(inbox, 'dangling-link.csv'));
    symlinkSync(l.outside, join(inbox, 'folder-link.csv'));
    linkSync(journal, join(inbox, 'journal-hardlink.csv'));
    expect(spawnSync('mkfifo', [join(inbox, 'pipe.csv')]).status).toBe(0);
    await socketAt(join(inbox, 'socket.csv'));
    mkdirSync(join(inbox, 'sub.csv'));
    writeFileSync(join(inbox, 'plain.csv'), 'x');

    const handled: ClaimedFile[] = [];
    const lines: string[] = [];
    const summary = await watchDropFolder(options(l.root, { handled, lines }));

    expect(handled.map((f) => f.name)).toEqual(['plain.csv']);
    expect(summary).toMatchObject({ done: 1, failed: 0, leftNotFiles: 9 });
    const refused = [
      'dangling-link.csv',
      'folder-link.csv',
      'journal-hardlink.csv',
      'journal-link.csv',
      'outside-link.csv',
      'pipe.csv',
      'relative-link.csv',
      'socket.csv',
      'sub.csv',
    ];
    expect(list(inbox)).toEqual(refused);
    expect(list(join(l.root, 'done'))).toEqual(['plain.csv']);
    for (const dest of ['processing', 'failed', 'results']) expect(list(join(l.root, dest))).toEqual([]);
    expect(list(l.outside)).toEqual(['journal.sqlite', 'keep.csv']);
    expect(readFileSync(journal)).toEqual(journalBefore);
    expect(lstatSync(journal).ino).toBe(inode);
    for (const name of refused)
      expect(
        lines.filter((line) => line.startsWith(`${name}: not taken: `)),
        name,
      ).toHaveLength(1);
    expect(lines.find((line) => line.startsWith('journal-link.csv:'))).toMatch(
      /^journal-link\.csv: not taken: a symbolic link to .*journal\.sqlite; only plain files are taken, copy the file itself into inbox\/; left in inbox\/$/,
    );
    expect(lines.find((line) => line.startsWith('journal-hardlink.csv:'))).toMatch(/has 2 names \(hard links\)/);
    expect(lines.find((line) => line.startsWith('pipe.csv:'))).toMatch(/a named pipe \(FIFO\)/);
    expect(lines.find((line) => line.startsWith('socket.csv:'))).toMatch(/a socket/);
    expect(lines.find((line) => line.startsWith('sub.csv:'))).toMatch(/a folder/);
  });

  it('reports a link once while watching, not at every look', async () => {
    const l = layout();
    mkdirSync(join(l.root, 'inbox'), { recursive: true });
    symlinkSync(join(l.outside, 'keep.csv'), join(l.root, 'inbox', 'link.csv'));
    const controller = new AbortController();
    const lines: string[] = [];
    setTimeout(() => controller.abort(), 200);
    await watchDropFolder(options(l.root, { once: false, pollMs: 10, signal: controller.signal, lines }));
    expect(lines.filter((line) => line.startsWith('link.csv: not taken'))).toHaveLength(1);
    expect(list(join(l.root, 'inbox'))).toEqual(['link.csv']);
  });

  it('leaves a link found in processing/ where it is and never follows it', async () => {
    const l = layout();
    mkdirSync(join(l.root, 'processing'), { recursive: true });
    symlinkSync(join(l.outside, 'journal.sqlite'), join(l.root, 'processing', 'left.csv'));
    const handled: ClaimedFile[] = [];
    const lines: string[] = [];
    await watchDropFolder(options(l.root, { handled, lines }));
    expect(handled).toEqual([]);
    expect(list(join(l.root, 'processing'))).toEqual(['left.csv']);
    expect(list(l.outside)).toEqual(['journal.sqlite', 'keep.csv']);
    expect(lines).toEqual([
      expect.stringMatching(/^left\.csv: not taken: a symbolic link to .*; left in processing\/$/),
    ]);
  });
});
