/** `upload` under a profile declaring gateway.maxRequestBytes sends no invoice larger than the limit. */
import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('upload with gateway.maxRequestBytes', () => {
  it('fails the invoices over the limit as not sent, creates the others and exits 1', async () => {
    const cwd = makeTempDir('upload-max-bytes');
    writeFileSync(
      join(cwd, 'invoice-batch.config.yaml'),
      'profiles:\n  sandbox:\n    gateway:\n      maxRequestBytes: 1000\n',
    );
    const file = join(ROOT, 'samples/canonical.xlsx');
    const mapping = join(ROOT, 'mappings/canonical.yaml');
    const checked = await runCliInProcess(['validate', file, '--mapping', mapping, '--json', '--out', cwd], { cwd });
    const tooLarge = JSON.parse(checked.stdout).invalid as number;
    expect(tooLarge).toBeGreaterThan(0);
    const args = ['upload', file, '--mapping', mapping, '--journal', join(cwd, 'j.sqlite'), '--out', cwd];
    const result = await runCliInProcess(args, { cwd });
    expect(result.code, result.stderr).toBe(1);
    const shown = await runCliInProcess(['journal', '--journal', join(cwd, 'j.sqlite'), '--outcome', 'not sent'], {
      cwd,
    });
    // Never attempted: not sent, in the summary's and the listing's words; the journal keeps them failed, with the reason.
    expect(result.stdout).toMatch(new RegExp(`failed +0\\n {2}not sent +${tooLarge}\\n`));
    expect(result.stdout).toMatch(/in doubt +0\n/);
    const reasons = shown.stdout.match(
      / not sent .* not sent: the request would be \d+ kB \(\d+ bytes\); the gateway takes at most 100/g,
    );
    expect(reasons?.length, shown.stdout).toBe(tooLarge);
  });
});
