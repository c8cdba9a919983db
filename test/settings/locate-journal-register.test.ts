import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/errors.js';
import { locateJournalRegister, REGISTER_FILE } from '../../src/settings/locate-journal-register.js';

describe('locateJournalRegister', () => {
  it.each([
    [{ INVOICE_BATCH_STATE_DIR: '/srv/state', XDG_STATE_HOME: '/x', HOME: '/h' }, join('/srv/state', REGISTER_FILE)],
    [{ XDG_STATE_HOME: '/x', HOME: '/h' }, join('/x', 'invoice-batch', REGISTER_FILE)],
    [{ XDG_STATE_HOME: 'rel/state', HOME: '/h' }, join('/h', '.local', 'state', 'invoice-batch', REGISTER_FILE)],
    [{ HOME: '/h' }, join('/h', '.local', 'state', 'invoice-batch', REGISTER_FILE)],
    [{}, undefined],
  ])('finds the register for %j', (env, file) => {
    expect(locateJournalRegister(env)).toBe(file);
  });

  // Relative, each working folder would get a register of its own and see no other journal.
  it.each(['state', './state', '../shared/state', 'state/'])('refuses INVOICE_BATCH_STATE_DIR=%s', (dir) => {
    expect(() => locateJournalRegister({ INVOICE_BATCH_STATE_DIR: dir, HOME: '/h' })).toThrow(ConfigError);
    expect(() => locateJournalRegister({ INVOICE_BATCH_STATE_DIR: dir, HOME: '/h' })).toThrow(/absolute folder/);
  });
});
