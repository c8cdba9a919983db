/**
 * An output folder that cannot be used is named with where it came from: the default one is not
 * called `--out`, a flag the user did not pass (trial: a read-only working folder).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

const SOURCES = [
  { source: 'default', begins: 'the default output folder (set another with --out or outDir)' },
  { source: 'flag', begins: '--out' },
  { source: 'environment', begins: 'INVOICE_BATCH_OUT' },
  { source: 'config file', begins: 'outDir' },
] as const;

describe('an output folder that is a file', () => {
  it.each(SOURCES)('is named by where it came from: $source', async ({ source, begins }) => {
    const dir = makeTempDir('out-source');
    writeUploadInputs(dir, { count: 1, prefix: 'OUT' });
    mkdirSync(join(dir, 'j'));
    const blocked = join(dir, source === 'default' ? 'output' : 'blocked');
    writeFileSync(blocked, 'a file where the folder would be');
    const env: NodeJS.ProcessEnv = {};
    const args = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--journal', 'j/journal.sqlite'];
    if (source === 'flag') args.push('--out', 'blocked');
    if (source === 'environment') env.INVOICE_BATCH_OUT = 'blocked';
    if (source === 'config file') writeFileSync(join(dir, 'invoice-batch.config.yaml'), 'outDir: blocked\n');
    const result = await runCliInProcess(args, { cwd: dir, env });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`invoice-batch: ${begins} ${blocked}`);
    if (source !== 'flag') expect(result.stderr).not.toMatch(/^invoice-batch: --out/m);
  });
});
