/**
 * One config without `journal:` used from two working folders: each folder would open its own
 * journal and post every invoice again. The commands run in process (cli.ts's parse and commands):
 * the register is the subject, not the process; the first refusal runs the compiled CLI too, for
 * its exit code and words as a user sees them. One real sandbox on loopback, a register of
 * journals in a temp folder shared by the runs of a test.
 */
import { lstatSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
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

  // A journal that never sent a create knows of no invoice in the finance system: its loss loses
  // nothing, so the journal after it is not refused. What real runs that send nothing write:
  it.each([
    { name: 'every invoice invalid', inputs: { count: COUNT, prefix: 'NIL', invalid: [1, 2, 3, 4] } },
    { name: 'a file of no invoices', inputs: { count: 0, prefix: 'NIL' } },
  ])(
    'lets a journal that sent nothing be removed and started again ($name)',
    async (each) => {
      const sandbox = await startTestSandbox();
      const { site, config, a } = writeSite(sandbox.baseUrl);
      const env = { INVOICE_BATCH_CONFIG: config, INVOICE_BATCH_STATE_DIR: makeTempDir('register-state') };
      writeUploadInputs(site, { ...each.inputs, name: 'nothing.csv' });
      const nothing = await runCliInProcess(
        ['upload', '../nothing.csv', '--mapping', '../mapping.yaml', '--journal', 'gone.sqlite'],
        { cwd: a, env: { INVOICE_BATCH_API_KEY: SANDBOX_API_KEY, ...env } },
      );
      expect(nothing.stderr).not.toMatch(/\n\s+at /);
      expect(sandbox.stats().createRequests).toBe(0);
      for (const suffix of ['', '-wal', '-shm']) rmSync(join(a, `gone.sqlite${suffix}`), { force: true });
      const again = await upload(a, env, '--journal', 'gone.sqlite');
      expect(again.code, again.stderr).toBe(0);
      expect(sandbox.stats().createRequests).toBe(COUNT);
      // Once it sent, it is in the register: a journal elsewhere is refused as before.
      const elsewhere = await upload(a, env, '--journal', 'other.sqlite');
      expect(elsewhere.code, elsewhere.stderr).toBe(2);
      expect(elsewhere.stderr).toContain(`--journal ${join(a, 'gone.sqlite')}`);
      expect(sandbox.stats().createRequests).toBe(COUNT);
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

  it('stops at a register it cannot read, naming the file and what to do, and sends nothing', async () => {
    const sandbox = await startTestSandbox();
    const { config, a, b } = writeSite(sandbox.baseUrl);
    const state = makeTempDir('register-state');
    const env = { INVOICE_BATCH_CONFIG: config, INVOICE_BATCH_STATE_DIR: state };
    const register = join(state, 'journals.json');
    expect((await upload(a, env)).code).toBe(0);
    const whole = readFileSync(register, 'utf8');
    // What a write cut short leaves (any prefix of a real register), and other files that are no register.
    const cuts = [0, 1, Math.floor(whole.length / 2), whole.length - 3];
    const written = [
      ...cuts.map((cut) => ({ name: `cut at ${cut}`, text: whole.slice(0, cut) })),
      { name: 'not json', text: 'not json' },
      { name: 'another shape', text: '{"targets": {"x": "y"}}\n' },
    ];
    for (const each of written) {
      writeFileSync(register, each.text);
      const refused = await upload(b, env);
      expect(refused.code, `${each.name}: ${refused.stderr}`).toBe(2);
      expect(refused.stderr).toContain(register);
      expect(refused.stderr).toMatch(/Nothing was sent/);
      expect(refused.stderr).toMatch(/repair it or put back a copy/);
      expect(refused.stderr).not.toMatch(/\n\s+at /);
      expect(readFileSync(register, 'utf8')).toBe(each.text);
      expect(sandbox.stats().createRequests).toBe(COUNT);
    }
    rmSync(register);
    mkdirSync(register);
    const folder = await upload(b, env);
    expect(folder.code, folder.stderr).toBe(2);
    expect(folder.stderr).toContain(register);
    expect(sandbox.stats().createRequests).toBe(COUNT);
  }, 120_000);

  it('writes the register under a name nobody can plant: a link at a guessable name is not followed', async () => {
    const sandbox = await startTestSandbox();
    const { config, a } = writeSite(sandbox.baseUrl);
    const state = makeTempDir('register-state');
    const env = { INVOICE_BATCH_CONFIG: config, INVOICE_BATCH_STATE_DIR: state };
    const register = join(state, 'journals.json');
    const elsewhere = join(makeTempDir('register-elsewhere'), 'precious.txt');
    writeFileSync(elsewhere, 'precious');
    // The in-process run's pid: the temporary name a register written beside itself by pid would take.
    symlinkSync(elsewhere, `${register}.${process.pid}.tmp`);
    const first = await upload(a, env);
    expect(first.code, first.stderr).toBe(0);
    expect(readFileSync(elsewhere, 'utf8')).toBe('precious');
    expect(lstatSync(register).isFile()).toBe(true);
    expect(JSON.parse(readFileSync(register, 'utf8'))).toMatchObject({ targets: expect.any(Object) });
  }, 120_000);

  it('is never stopped by a register that cannot be kept, and says so once', async () => {
    const sandbox = await startTestSandbox();
    const { config, a } = writeSite(sandbox.baseUrl);
    // A file where the register's folder would be: nothing there to read, and nowhere to write it.
    const blocked = join(makeTempDir('register-state'), 'a-file');
    writeFileSync(blocked, '');
    const unwritable = await upload(a, {
      INVOICE_BATCH_CONFIG: config,
      INVOICE_BATCH_STATE_DIR: join(blocked, 'state'),
    });
    expect(unwritable.code, unwritable.stderr).toBe(0);
    expect(unwritable.stderr.match(/the register of journals could not be written/g)).toHaveLength(1);
    expect(sandbox.stats().createRequests).toBe(COUNT);

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
