/**
 * One config without `journal:` used from two working folders: each folder would open its own
 * journal and post every invoice again. The commands run in process (cli.ts's parse and commands):
 * the register is the subject, not the process; the first refusal runs the compiled CLI too, for
 * its exit code and words as a user sees them. One real sandbox on loopback, a register of
 * journals in a temp folder shared by the runs of a test.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SANDBOX_API_KEY } from '../../src/settings.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from './cli-inputs.js';

const COUNT = 4;

/** A site: one config and inputs in `site/`, two working folders `a/` and `b/` beside them. */
function writeSite(baseUrl: string) {
  const site = makeTempDir('register-site');
  writeUploadInputs(site, { count: COUNT, prefix: 'REG' });
  const config = join(site, 'site.yaml');
  writeFileSync(config, `defaultProfile: finance\nprofiles:\n  finance:\n    baseUrl: ${baseUrl}\n`);
  for (const folder of ['a', 'b']) mkdirSync(join(site, folder));
  return { site, config, a: join(site, 'a'), b: join(site, 'b') };
}

const UPLOAD = ['upload', '../invoices.csv', '--mapping', '../mapping.yaml'];

/** `env` is all the invocation sees besides the test sandboxes' key: no HOME unless it names one. */
const upload = (cwd: string, env: Record<string, string | undefined>, ...more: string[]) =>
  runCliInProcess([...UPLOAD, ...more], { cwd, env: { INVOICE_BATCH_API_KEY: SANDBOX_API_KEY, ...env } });

describe('an upload through a second journal of one finance system', () => {
  it('is refused before anything is sent, naming the journal that posted and the flags', async () => {
    const sandbox = await startTestSandbox();
    const { config, a, b } = writeSite(sandbox.baseUrl);
    const env = { INVOICE_BATCH_CONFIG: config, INVOICE_BATCH_STATE_DIR: makeTempDir('register-state') };

    const first = await upload(a, env);
    expect(first.code, first.stderr).toBe(0);
    expect(sandbox.stats().createRequests).toBe(COUNT);

    const journalA = join(a, 'output', 'journal.sqlite');
    // The same refusal in process and from the compiled CLI, as a user's shell gets it.
    for (const second of [await upload(b, env), await runCliProcess(UPLOAD, { cwd: b, env })]) {
      expect(second.code).toBe(2);
      expect(second.stderr).toContain(`the journal ${join(b, 'output', 'journal.sqlite')} has no runs for`);
      expect(second.stderr).toContain(`--journal ${journalA}`);
      expect(second.stderr).toContain('--new-journal');
      expect(second.stderr).not.toMatch(/\n\s+at /);
      expect(sandbox.stats().createRequests).toBe(COUNT);
      expect(sandbox.instances()).toHaveLength(COUNT);
    }

    // The journal the message names posts nothing again: every invoice is known there.
    const named = await upload(b, env, '--journal', journalA);
    expect(named.code, named.stderr).toBe(0);
    expect(sandbox.stats().createRequests).toBe(COUNT);

    // On purpose: the second journal sends, and the sandbox answers as it does to a second create.
    const deliberate = await upload(b, env, '--new-journal');
    expect(deliberate.stderr).not.toContain('has no runs for');
    expect(sandbox.stats().createRequests).toBe(2 * COUNT);
    expect(sandbox.instances()).toHaveLength(COUNT);
    // Both journals are known now: the second one goes on without the flag.
    const again = await upload(b, env);
    expect(again.stderr).not.toContain('has no runs for');
  }, 120_000);

  it('is refused for a drop folder watched from another folder too, and the file left where it was', async () => {
    const sandbox = await startTestSandbox();
    const { site, config, a, b } = writeSite(sandbox.baseUrl);
    const env = { INVOICE_BATCH_CONFIG: config, INVOICE_BATCH_STATE_DIR: makeTempDir('register-state') };
    expect((await upload(a, env)).code).toBe(0);
    const inbox = join(b, 'drop', 'inbox');
    mkdirSync(inbox, { recursive: true });
    writeFileSync(join(inbox, 'invoices.csv'), readFileSync(join(site, 'invoices.csv')));
    const watch = await runCliInProcess(
      ['watch', 'drop', '--once', '--settle-seconds', '0', '--mapping', '../mapping.yaml'],
      { cwd: b, env: { INVOICE_BATCH_API_KEY: SANDBOX_API_KEY, ...env } },
    );
    expect(watch.code, watch.stderr).toBe(2);
    expect(watch.stderr).toContain(`--journal ${join(a, 'output', 'journal.sqlite')}`);
    expect(watch.stderr).toContain('--new-journal');
    expect(sandbox.stats().createRequests).toBe(COUNT);
    expect(readFileSync(join(inbox, 'invoices.csv')).length).toBeGreaterThan(0);
  }, 120_000);

  it('is refused through a relative --journal from another folder too', async () => {
    const sandbox = await startTestSandbox();
    const { config, a, b } = writeSite(sandbox.baseUrl);
    const env = { INVOICE_BATCH_CONFIG: config, INVOICE_BATCH_STATE_DIR: makeTempDir('register-state') };
    expect((await upload(a, env, '--journal', 'rel.sqlite')).code).toBe(0);
    const second = await upload(b, env, '--journal', 'rel.sqlite');
    expect(second.code).toBe(2);
    expect(second.stderr).toContain(`--journal ${join(a, 'rel.sqlite')}`);
    expect(sandbox.stats().createRequests).toBe(COUNT);
  }, 120_000);

  // A journal removed (or moved away) after it posted, a plain rerun: through the same path, which
  // would be a new empty journal, and through another one. Refused every time, nothing sent.
  it.each([
    { name: 'the same path', more: [] as string[] },
    { name: 'another journal', more: ['--journal', '../b/other.sqlite'] },
  ])(
    'is refused once the journal that posted is removed, rerun through $name, until --new-journal',
    async (each) => {
      const sandbox = await startTestSandbox();
      const { config, a } = writeSite(sandbox.baseUrl);
      const env = { INVOICE_BATCH_CONFIG: config, INVOICE_BATCH_STATE_DIR: makeTempDir('register-state') };
      expect((await upload(a, env, '--journal', 'gone.sqlite')).code).toBe(0);
      expect(sandbox.stats().createRequests).toBe(COUNT);
      const gone = join(a, 'gone.sqlite');
      for (const suffix of ['', '-wal', '-shm']) rmSync(join(a, `gone.sqlite${suffix}`), { force: true });
      const rerun = () => upload(a, env, ...(each.more.length > 0 ? each.more : ['--journal', 'gone.sqlite']));
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        const refused = await rerun();
        expect(refused.code, refused.stderr).toBe(2);
        expect(refused.stderr).toContain(gone);
        expect(refused.stderr).toMatch(/no longer there/);
        expect(refused.stderr).toContain('Nothing was sent');
        expect(refused.stderr).toContain('--new-journal');
        expect(refused.stderr).not.toMatch(/\n\s+at /);
        expect(sandbox.stats().createRequests).toBe(COUNT);
      }
      const deliberate = await upload(
        a,
        env,
        '--new-journal',
        ...(each.more.length > 0 ? each.more : ['--journal', 'gone.sqlite']),
      );
      expect(deliberate.stderr).not.toContain('no longer there');
      expect(sandbox.stats().createRequests).toBe(2 * COUNT);
      expect(sandbox.instances()).toHaveLength(COUNT);
    },
    120_000,
  );

  it('names the copy saved beside a journal removed mid-run, and a new journal there is refused even with --new-journal', async () => {
    const sandbox = await startTestSandbox();
    const { config, a } = writeSite(sandbox.baseUrl);
    const env = { INVOICE_BATCH_CONFIG: config, INVOICE_BATCH_STATE_DIR: makeTempDir('register-state') };
    expect((await upload(a, env, '--journal', 'gone.sqlite')).code).toBe(0);
    // What a run writes when its journal is removed under it (guard-journal-file.ts).
    renameSync(join(a, 'gone.sqlite'), join(a, 'gone.sqlite.saved-20261129T205301'));
    for (const suffix of ['-wal', '-shm']) rmSync(join(a, `gone.sqlite${suffix}`), { force: true });
    const saved = join(a, 'gone.sqlite.saved-20261129T205301');
    const refused = await upload(a, env, '--journal', 'gone.sqlite');
    expect(refused.code, refused.stderr).toBe(2);
    expect(refused.stderr).toContain(saved);
    const onPurpose = await upload(a, env, '--journal', 'gone.sqlite', '--new-journal');
    expect(onPurpose.code, onPurpose.stderr).toBe(2);
    expect(onPurpose.stderr).toContain(`${saved} holds what it had recorded`);
    expect(onPurpose.stderr).toContain(`put that file back as ${join(a, 'gone.sqlite')}`);
    expect(sandbox.stats().createRequests).toBe(COUNT);
    // Put back as told, the journal knows every invoice: nothing is sent again.
    renameSync(saved, join(a, 'gone.sqlite'));
    const back = await upload(a, env, '--journal', 'gone.sqlite');
    expect(back.code, back.stderr).toBe(0);
    expect(sandbox.stats().createRequests).toBe(COUNT);
  }, 120_000);

  it('is never stopped by a register out of reach, and says so once', async () => {
    const sandbox = await startTestSandbox();
    const { config, a } = writeSite(sandbox.baseUrl);
    const state = makeTempDir('register-state');
    const env = { INVOICE_BATCH_CONFIG: config, INVOICE_BATCH_STATE_DIR: join(state, 'register') };
    mkdirSync(join(state, 'register'));
    writeFileSync(join(state, 'register', 'journals.json'), 'not json');
    const unreadable = await upload(a, env);
    expect(unreadable.code, unreadable.stderr).toBe(0);
    expect(unreadable.stderr.match(/the register of journals could not be used/g)).toHaveLength(1);

    // Another finance system, so that nothing is a second post: a service without a home.
    const other = writeSite((await startTestSandbox()).baseUrl);
    const noHome = await upload(other.b, {
      INVOICE_BATCH_CONFIG: other.config,
      INVOICE_BATCH_STATE_DIR: undefined,
      HOME: undefined,
      XDG_STATE_HOME: undefined,
    });
    expect(noHome.code, noHome.stderr).toBe(0);
    expect(noHome.stderr.match(/no folder for the register of journals/g)).toHaveLength(1);
    expect(readFileSync(join(state, 'register', 'journals.json'), 'utf8')).toBe('not json');
  }, 120_000);

  it('lets the embedded sandbox start afresh in every folder (its invoices are kept beside the journal)', async () => {
    const site = makeTempDir('register-sandbox');
    writeUploadInputs(site, { count: 2, prefix: 'EMB' });
    const env = { INVOICE_BATCH_STATE_DIR: makeTempDir('register-state') };
    for (const folder of ['a', 'b']) {
      mkdirSync(join(site, folder));
      const result = await upload(join(site, folder), env);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toMatch(/created\s+2/);
    }
  }, 120_000);
});
