/**
 * Setup file of every vitest project: each test file gets a state folder of its own
 * (XDG_STATE_HOME), so a CLI started without INVOICE_BATCH_STATE_DIR (a test that strips the
 * INVOICE_BATCH_ variables, a reliability run in-process) never writes the register of journals
 * in the real home. A register shared across files would also tie them together: a sandbox port
 * reused by a later file names a target an earlier file's journal posted to, and that journal,
 * removed with its temp folder, then reads as a journal gone missing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

const stateHome = mkdtempSync(join(tmpdir(), 'state-home-'));
const before = process.env.XDG_STATE_HOME;
process.env.XDG_STATE_HOME = stateHome;

afterAll(() => {
  if (process.env.XDG_STATE_HOME === stateHome) {
    if (before === undefined) delete process.env.XDG_STATE_HOME;
    else process.env.XDG_STATE_HOME = before;
  }
  rmSync(stateHome, { recursive: true, force: true });
});
