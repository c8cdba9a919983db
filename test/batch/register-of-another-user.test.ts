/**
 * A command run once as root (`sudo invoice-batch ...`) leaves the register of journals, its file
 * of identities, its folder or the journal root's own (0600): the service user is then refused. The
 * file is whole: the refusal says whose it is and how to give it back, never to move it away (an
 * empty register would let a new journal post again what this one posted). Through the compiled CLI
 * (build first: npx tsc -p .). As root the service is `nobody` and root takes the file, as happened;
 * run as another user, the file is made mode 000 and kept the test user's (modes do stop a non-root
 * owner), and the refusal says to change the mode.
 */
import { chmodSync, chownSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/run-cli.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from './cli-inputs.js';

/** The user `nobody` on Linux: the service account when the tests run as root. */
const NOBODY = 65_534;
const asRoot = process.getuid?.() === 0;
const service = asRoot ? { uid: NOBODY, gid: NOBODY } : undefined;
const COUNT = 3;

function chownTree(dir: string, uid: number): void {
  chownSync(dir, uid, uid);
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) chownSync(join(dir, entry), uid, uid);
}

/** What root leaves behind, or (not root) a mode that keeps the owner out too. */
function takeAway(path: string, folder: boolean): void {
  if (asRoot) {
    chownSync(path, 0, 0);
    chmodSync(path, folder ? 0o700 : 0o600);
  } else chmodSync(path, 0o000);
}

function giveBack(path: string, folder: boolean): void {
  if (asRoot) chownSync(path, NOBODY, NOBODY);
  else chmodSync(path, folder ? 0o700 : 0o600);
}

const CASES = [
  { name: 'the register journals.json', path: (state: string) => join(state, 'journals.json'), folder: false },
  {
    name: 'the file of identities journal-identities.json',
    path: (state: string) => join(state, 'journal-identities.json'),
    folder: false,
  },
  { name: 'the folder of the register', path: (state: string) => state, folder: true },
];

async function site() {
  const cwd = makeTempDir('register-other-user');
  writeUploadInputs(cwd, { count: COUNT, prefix: 'OWN' });
  const state = join(cwd, 'state');
  const sandbox = await startTestSandbox();
  const upload = () =>
    runCliProcess(['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl], {
      cwd,
      user: service,
      env: { INVOICE_BATCH_STATE_DIR: state },
    });
  if (service) chownTree(cwd, NOBODY);
  const first = await upload();
  expect(first.code, first.stderr).toBe(0);
  expect(sandbox.stats().createRequests).toBe(COUNT);
  return { cwd, state, sandbox, upload };
}

describe('a file of the register that another user took', () => {
  it.each(CASES)(
    "$name: refused as another user's, with the owner and the command that gives it back",
    async (each) => {
      const { state, sandbox, upload } = await site();
      const path = each.path(state);
      takeAway(path, each.folder);
      const refused = await upload();
      expect(refused.code, refused.stderr).toBe(2);
      expect(refused.stderr).toContain(
        `the register of journals ${join(state, 'journals.json')} cannot be read: ${path} belongs to`,
      );
      expect(refused.stderr).toContain('The register is not damaged: keep it.');
      expect(refused.stderr).toContain(
        asRoot ? `sudo chown -R nobody ${state}` : `chmod ${each.folder ? 'u+rwx' : 'u+rw'} ${path}`,
      );
      if (asRoot)
        expect(refused.stderr).toContain(
          `belongs to root (uid 0), mode ${each.folder ? '0700' : '0600'}, and this command runs as nobody (uid 65534)`,
        );
      expect(refused.stderr).toContain('run admin commands as the service account (sudo -u ');
      expect(refused.stderr).not.toContain('move it away');
      expect(refused.stderr).not.toMatch(/\n\s+at /);
      expect(sandbox.stats().createRequests).toBe(COUNT);
      // Given back, the register is read as it was: nothing is posted again.
      giveBack(path, each.folder);
      const again = await upload();
      expect(again.code, again.stderr).toBe(0);
      expect(again.stdout).toMatch(new RegExp(`created +0\n +skipped +${COUNT}\n`));
      expect(sandbox.stats().createRequests).toBe(COUNT);
    },
    120_000,
  );
});

describe.runIf(asRoot)('a journal that root took', () => {
  it("is refused as root's, naming the owner and the chown, not as damaged", async () => {
    const { cwd, sandbox, upload } = await site();
    const journal = join(cwd, 'output', 'journal.sqlite');
    takeAway(journal, false);
    const refused = await upload();
    expect(refused.code, refused.stderr).toBe(2);
    expect(refused.stderr).toContain(
      `the journal cannot be written: ${journal} belongs to root (uid 0), mode 0600, and this command runs as nobody (uid 65534)`,
    );
    expect(refused.stderr).toContain(`give it back with sudo chown nobody ${journal}`);
    expect(refused.stderr).not.toContain('move it away');
    expect(sandbox.stats().createRequests).toBe(COUNT);
  }, 120_000);
});
