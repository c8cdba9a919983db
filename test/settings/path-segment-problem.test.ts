/**
 * A path segment `.`, `..` or empty is resolved away by URL normalisation (percent-encoded or not):
 * the create went to another path and exited 0 (trial: `--env-segment ..` posted to
 * /erp/v1/...). Every segment, from every source, is refused before anything is sent.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

const SEGMENTS = [
  { key: 'erpSegment', flag: '--erp-segment', variable: 'INVOICE_BATCH_ERP_SEGMENT' },
  { key: 'appSegment', flag: '--app-segment', variable: 'INVOICE_BATCH_APP_SEGMENT' },
  { key: 'envSegment', flag: '--env-segment', variable: 'INVOICE_BATCH_ENV_SEGMENT' },
] as const;
/** An empty variable means "not set", and the config file's schema refuses an empty key itself. */
const CASES = SEGMENTS.flatMap((segment) => [
  ...['.', '..', ''].map((value) => ({ ...segment, source: 'flag', value, named: segment.flag })),
  ...['.', '..'].map((value) => ({ ...segment, source: 'environment', value, named: segment.variable })),
  ...['.', '..'].map((value) => ({ ...segment, source: 'config file', value, named: `profiles.p.${segment.key}` })),
]);

describe('a path segment that URL normalisation resolves', () => {
  it.each(CASES)('$named = $value ($source) is refused before anything is sent', async (c) => {
    const sandbox = await startTestSandbox();
    const dir = makeTempDir('path-segment');
    writeUploadInputs(dir, { count: 2, prefix: 'SEG' });
    const env: NodeJS.ProcessEnv = { INVOICE_BATCH_API_KEY: sandbox.apiKey };
    const args = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml'];
    let config = `defaultProfile: p\nprofiles:\n  p:\n    baseUrl: ${sandbox.baseUrl}\n`;
    if (c.source === 'flag') args.push(c.flag, c.value);
    if (c.source === 'environment') env[c.variable] = c.value;
    if (c.source === 'config file') config += `    ${c.key}: "${c.value}"\n`;
    writeFileSync(join(dir, 'invoice-batch.config.yaml'), config);

    const result = await runCliInProcess(args, { cwd: dir, env });
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toContain(`${c.named}: expected a path segment such as qa, got`);
    if (c.source === 'config file') expect(result.stderr).toMatch(/invoice-batch\.config\.yaml:5/);
    expect(sandbox.stats().createRequests).toBe(0);
  });

  it('takes any other name, percent-encoded as it must be', async () => {
    const sandbox = await startTestSandbox({ envSegment: 'q a%' });
    const dir = makeTempDir('path-segment-ok');
    writeUploadInputs(dir, { count: 2, prefix: 'SEG' });
    const result = await runCliInProcess(
      ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, '--env-segment', 'q a%'],
      { cwd: dir, env: { INVOICE_BATCH_API_KEY: sandbox.apiKey } },
    );
    expect(result.code, result.stderr).toBe(0);
    expect(sandbox.stats().createRequests).toBe(2);
  });
});
