/**
 * An address holding a password that the tool refuses is echoed without it, from every source:
 * cron and systemd keep standard error in log files (trial: `https://admin:...@host:70000` and
 * `--base-url ... --base-url x` showed the password). Invocations parsed as cli.ts parses them.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

const SECRET = 'Pa55w0rdXYZ';
const SOURCES = ['flag', 'environment', 'config file', 'flag twice'] as const;
const BROKEN = [
  `https://admin:${SECRET}@finance.example.com:70000`,
  `https://admin:${SECRET}@finance example.com`,
  `http://admin:${SECRET}@[::1`,
  `https://admin:/${SECRET}@finance.example.com`,
  `admin:${SECRET}@finance.example.com`,
];

async function validate(dir: string, source: (typeof SOURCES)[number], address: string) {
  const env: NodeJS.ProcessEnv = {};
  const args = ['validate', 'invoices.csv', '--mapping', 'mapping.yaml', '--journal', 'j.sqlite'];
  if (source === 'flag') args.push('--base-url', address);
  if (source === 'flag twice') args.push('--base-url', address, '--base-url', 'https://x.example');
  if (source === 'environment') env.INVOICE_BATCH_BASE_URL = address;
  if (source === 'config file')
    writeFileSync(
      join(dir, 'invoice-batch.config.yaml'),
      `defaultProfile: p\nprofiles:\n  p:\n    baseUrl: ${JSON.stringify(address)}\n`,
    );
  else writeFileSync(join(dir, 'invoice-batch.config.yaml'), '{}\n');
  return runCliInProcess(args, { cwd: dir, env });
}

describe('an address with a password in a message', () => {
  it('never shows the password, whatever the source and whatever breaks the address', async () => {
    const dir = makeTempDir('password-messages');
    writeUploadInputs(dir, { count: 1, prefix: 'PWD' });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...SOURCES), fc.constantFrom(...BROKEN), async (source, address) => {
        const result = await validate(dir, source, address);
        expect(result.code, result.stderr).toBe(2);
        expect(result.stderr).toMatch(/base.?url/i);
        expect(`${result.stdout}${result.stderr}`).not.toContain(SECRET);
      }),
      { numRuns: 30 },
    );
  });

  it('never shows a postgres password of a --journal given twice', async () => {
    const dir = makeTempDir('password-journal');
    writeUploadInputs(dir, { count: 1, prefix: 'PWD' });
    for (const url of [`postgres://u:${SECRET}@h/db`, `postgresql://u:${SECRET}@h b/db`]) {
      const result = await runCliInProcess(
        ['validate', 'invoices.csv', '--mapping', 'mapping.yaml', '--journal', url, '--journal', 'x.sqlite'],
        { cwd: dir },
      );
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('--journal was given twice');
      expect(`${result.stdout}${result.stderr}`).not.toContain(SECRET);
    }
  });
});
