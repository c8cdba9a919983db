/**
 * The screen that decides which test files may share their modules with the files run before them
 * in the same worker (vitest's `isolate: false`). Such a file must leave the process as it found
 * it: the next file sees every env variable, working folder, signal handler, fake clock, mock,
 * spy and module-level value it leaves behind. A file that (or whose helper under test/) writes
 * any of those is kept isolated; so is one using a helper whose own top-level hook tidies up
 * after "the file", as that hook runs after the first file that loaded the helper only.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/** What a file's text does to the process that outlives the file, by name. */
const GLOBAL_MUTATIONS: [reason: string, pattern: RegExp][] = [
  [
    'writes process.env',
    /process\.env(?:\.\w+|\[[^\]]+\])\s*(?:[+?|&]{0,2})=(?!=)|delete\s+process\.env|Object\.assign\(\s*process\.env|vi\.(?:un)?stubEnv/,
  ],
  ['changes the working folder', /process\.chdir\(/],
  [
    'listens on the process',
    /process\.(?:on|once|addListener|prependListener|prependOnceListener|off|removeListener|removeAllListeners)\(/,
  ],
  ['fakes timers or the clock', /vi\.(?:useFakeTimers|setSystemTime)\(/],
  ['mocks or spies on a module', /vi\.(?:mock|doMock|spyOn|stubGlobal|hoisted)\(/],
  ['sets process.exitCode', /process\.exitCode/],
  ['patches stdout, stderr or the console', /(?:process\.(?:stdout|stderr)|console)\.\w+\s*=(?!=)/],
  ['sets a global', /globalThis\.\w+\s*=(?!=)|process\.(?:argv|title)\s*=(?!=)|process\.umask\(\s*[^)\s]/],
];

/** A top-level hook in a helper module: it belongs to whichever file loaded the helper first. */
const HELPER_HOOK = /^(?:afterAll|beforeAll|afterEach|beforeEach)\(/m;

/** Helpers whose top-level hook a setup file repeats for every file (test/helpers/remove-temp-dirs.ts). */
const HOOKS_COVERED_BY_SETUP = ['test/helpers/temp-dir.ts'];

/** Helpers whose process listener is a safety net they remove themselves (a server's stop()). */
const LISTENERS_REMOVED = ['test/helpers/postgres-server.ts'];

/** The reasons `text`, one file's source, must run isolated; none for a file that may share. */
export function globalMutationsOf(text: string): string[] {
  return GLOBAL_MUTATIONS.filter(([, pattern]) => pattern.test(text)).map(([reason]) => reason);
}

/** Relative imports of `text`, as repo paths, resolved from `file` (a repo path). */
function localImports(file: string, text: string): string[] {
  return [...text.matchAll(/\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]/g)]
    .map((match) =>
      normalize(join(dirname(file), match[1] ?? match[2] ?? ''))
        .split('\\')
        .join('/'),
    )
    .map((path) => path.replace(/\.js$/, '.ts'))
    .filter((path) => path.startsWith('test/'));
}

/**
 * Why the test file `file` (a path from the repo root `root`) must run isolated: its own global
 * mutations and those of the test/ helpers it imports, directly or through another helper.
 */
export function isolationReasons(root: string, file: string): string[] {
  const reasons = new Set<string>();
  const seen = new Set<string>();
  const visit = (path: string, isHelper: boolean): void => {
    if (seen.has(path) || !existsSync(join(root, path))) return;
    seen.add(path);
    const text = readFileSync(join(root, path), 'utf8');
    for (const reason of globalMutationsOf(text)) {
      if (LISTENERS_REMOVED.includes(path) && reason === 'listens on the process') continue;
      reasons.add(isHelper ? `${reason} (${path})` : reason);
    }
    if (isHelper && !HOOKS_COVERED_BY_SETUP.includes(path) && HELPER_HOOK.test(text)) {
      reasons.add(`tidies up after the file in a shared helper (${path})`);
    }
    for (const imported of localImports(path, text)) visit(imported, true);
  };
  visit(file, false);
  return [...reasons];
}
