/**
 * A journal that has posted is removed: no command but an upload told --new-journal may make a new
 * empty one where it was, or the next upload would find nothing recorded and post every invoice
 * again. Each command that opens the journal is refused as the upload is, and leaves no file there.
 * One real sandbox on loopback, the register of journals in a temp folder.
 */
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SANDBOX_API_KEY } from '../../src/settings.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from './cli-inputs.js';

const COUNT = 3;

/** What a clerk or a cron job runs after the journal is gone, besides the upload. */
const COMMANDS = [
  ['reconcile'],
  ['advertisers', '--refresh'],
  ['history'],
  ['journal'],
  ['resolve', 'LOST-0001', '--not-created'],
];

describe('a command on a registered journal that was removed', () => {
  it.each(COMMANDS.map((args) => ({ name: args.join(' '), args })))(
    '$name is refused (exit 2) and creates no journal, and the upload after it is still refused',
    async ({ args }) => {
      const sandbox = await startTestSandbox();
      const dir = makeTempDir('lost-journal');
      writeUploadInputs(dir, { count: COUNT, prefix: 'LOST' });
      const config = join(dir, 'site.yaml');
      writeFileSync(config, `defaultProfile: erp\nprofiles:\n  erp:\n    baseUrl: ${sandbox.baseUrl}\n`);
      const env = {
        INVOICE_BATCH_API_KEY: SANDBOX_API_KEY,
        INVOICE_BATCH_CONFIG: config,
        INVOICE_BATCH_STATE_DIR: makeTempDir('lost-journal-state'),
      };
      const run = (more: string[]) => runCliInProcess(more, { cwd: dir, env });
      const upload = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml'];
      expect((await run(upload)).code).toBe(0);
      expect(sandbox.stats().createRequests).toBe(COUNT);

      const journal = join(dir, 'output', 'journal.sqlite');
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${journal}${suffix}`, { force: true });
      const refused = await run(args);
      expect(refused.code, refused.stderr).toBe(2);
      expect(refused.stderr).toContain(`the journal ${journal} has posted to`);
      expect(refused.stderr).toContain('no longer there');
      expect(refused.stderr).toContain('--new-journal');
      expect(refused.stderr).not.toMatch(/\n\s+at /);
      expect(existsSync(journal)).toBe(false);

      const again = await run(upload);
      expect(again.code, again.stderr).toBe(2);
      expect(sandbox.stats().createRequests).toBe(COUNT);
    },
    120_000,
  );
});
