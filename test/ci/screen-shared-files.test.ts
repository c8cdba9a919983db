/**
 * The screen that lets a test file share its modules with other files: each way a file in this
 * repo (or a test written the way they are) leaves state to the process is caught, and the calls
 * that only read that state or are scoped to the file pass.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { globalMutationsOf, isolationReasons } from './screen-shared-files.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const MUTATIONS: [text: string, reason: string][] = [
  ["process.env.TZ = 'Europe/Berlin';", 'writes process.env'],
  ["process.env['INVOICE_BATCH_API_KEY'] = key;", 'writes process.env'],
  ['process.env.TZ ??= zone;', 'writes process.env'],
  ['delete process.env.TZ;', 'writes process.env'],
  ['Object.assign(process.env, { TZ: zone });', 'writes process.env'],
  ["vi.stubEnv('TZ', 'UTC');", 'writes process.env'],
  ['process.chdir(dir);', 'changes the working folder'],
  ["process.on('SIGTERM', stop);", 'listens on the process'],
  ["process.once('exit', stopAtExit);", 'listens on the process'],
  ["process.removeAllListeners('warning');", 'listens on the process'],
  ['vi.useFakeTimers();', 'fakes timers or the clock'],
  ["vi.useFakeTimers({ toFake: ['Date'] });", 'fakes timers or the clock'],
  ['vi.setSystemTime(new Date(0));', 'fakes timers or the clock'],
  ["vi.mock('../../src/finance-api/create-invoice.js');", 'mocks or spies on a module'],
  ["const write = vi.spyOn(fs, 'writeFileSync');", 'mocks or spies on a module'],
  ["vi.stubGlobal('fetch', fake);", 'mocks or spies on a module'],
  ['expect(process.exitCode).toBe(0);', 'sets process.exitCode'],
  ['process.stdout.write = (chunk) => true;', 'patches stdout, stderr or the console'],
  ['console.warn = () => {};', 'patches stdout, stderr or the console'],
  ['globalThis.fetch = fake;', 'sets a global'],
  ['process.umask(0o077);', 'sets a global'],
];

const HARMLESS = [
  'const key = process.env.INVOICE_BATCH_API_KEY;',
  "if (process.env.TZ === 'UTC') return;",
  'const env = { ...process.env, TZ: zone };',
  "await runCli(['upload', file], { cwd: dir, env: { TZ: 'UTC' } });",
  'child.on("exit", done);',
  'server.once("close", resolve);',
  'expect(result.code).toBe(2);',
  'const mask = process.umask();',
  'vi.useRealTimers();',
  'const writes = vi.fn();',
];

describe('the shared-modules screen', () => {
  it.each(MUTATIONS)('catches %s', (text, reason) => {
    expect(globalMutationsOf(text)).toContain(reason);
  });

  it.each(HARMLESS)('lets %s share', (text) => {
    expect(globalMutationsOf(text)).toEqual([]);
  });

  it('follows the test/ helpers a file imports, and their helpers, but not src/', () => {
    const root = makeTempDir('screen-shared');
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    write('test/helpers/fake-clock.ts', 'export const go = () => vi.useFakeTimers();\n');
    write('test/helpers/plan.ts', "import { go } from './fake-clock.js';\nexport { go };\n");
    write('test/helpers/tidy.ts', 'afterAll(() => server.close());\nexport const tidy = 1;\n');
    write('src/cli.ts', "process.on('SIGINT', stop);\n");
    write('test/batch/clocked.test.ts', "import { go } from '../helpers/plan.js';\n");
    write('test/batch/tidied.test.ts', "import { tidy } from '../helpers/tidy.js';\n");
    write('test/batch/plain.test.ts', "import { main } from '../../src/cli.js';\nconst k = process.env.K;\n");
    write('test/batch/own.test.ts', "process.chdir(dir);\nimport { x } from '../helpers/missing.js';\n");

    expect(isolationReasons(root, 'test/batch/clocked.test.ts')).toEqual([
      'fakes timers or the clock (test/helpers/fake-clock.ts)',
    ]);
    expect(isolationReasons(root, 'test/batch/tidied.test.ts')).toEqual([
      'tidies up after the file in a shared helper (test/helpers/tidy.ts)',
    ]);
    expect(isolationReasons(root, 'test/batch/plain.test.ts')).toEqual([]);
    expect(isolationReasons(root, 'test/batch/own.test.ts')).toEqual(['changes the working folder']);
  });

  it('keeps isolated the files of this repo that set a fake clock, an env variable or a listener', () => {
    const root = join(dirname(new URL(import.meta.url).pathname), '..', '..');
    expect(isolationReasons(root, 'test/schedule/arm-job-timer.test.ts')).toContain('fakes timers or the clock');
    expect(isolationReasons(root, 'test/sheets/xlsx/date-time-zone.test.ts')).toContain('writes process.env');
    expect(isolationReasons(root, 'test/watch/journal-claims-clock.test.ts')).toEqual([
      'fakes timers or the clock (test/helpers/shift-clock.ts)',
    ]);
    // Its process listener is removed by the server's own stop(): files using PostgreSQL may share.
    expect(isolationReasons(root, 'test/helpers/start-postgres.ts')).toEqual([]);
  });
});
