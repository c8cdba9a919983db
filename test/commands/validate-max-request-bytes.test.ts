/** `validate` under a profile declaring gateway.maxRequestBytes reports the invoices too large to send. */
import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

async function validateUnder(limit: number | undefined) {
  const cwd = makeTempDir('validate-max-bytes');
  const gateway = limit === undefined ? '' : `    gateway:\n      maxRequestBytes: ${limit}\n`;
  writeFileSync(join(cwd, 'invoice-batch.config.yaml'), `profiles:\n  sandbox:\n${gateway}    timeoutMs: 30000\n`);
  const args = ['validate', join(ROOT, 'samples/canonical.xlsx'), '--mapping', join(ROOT, 'mappings/canonical.yaml')];
  return runCliInProcess([...args, '--json', '--out', cwd], { cwd });
}

describe('validate with gateway.maxRequestBytes', () => {
  it('reports each invoice whose request would pass the limit at its row and exits 1; without the limit, exit 0', async () => {
    const free = await validateUnder(undefined);
    expect(free.code, free.stderr).toBe(0);
    const limited = await validateUnder(1000);
    expect(limited.code, limited.stderr).toBe(1);
    const document = JSON.parse(limited.stdout);
    const sized = document.problems.filter((p: { message: string }) => p.message.includes('maxRequestBytes'));
    expect(sized.length).toBeGreaterThan(0);
    expect(sized.length).toBe(document.invalid);
    for (const problem of sized) {
      expect(problem.row).toEqual(expect.any(Number));
      expect(problem.message).toMatch(
        /^the request would be .* \(\d+ bytes\); the gateway takes at most 1000 bytes \(maxRequestBytes\): upload would not send it/,
      );
    }
  });
});
