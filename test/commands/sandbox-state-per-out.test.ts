/**
 * The embedded sandbox goes with the journal, not with `--out`: `--out` moves only the workbooks
 * (README), so a run with another `--out` posts to the same sandbox its journal records and knows
 * every invoice posted before, and validate finds the advertiser list cached for it. In process,
 * no --base-url: the default profile's embedded sandbox, real temp folders and a real SQLite journal.
 */
import { copyFileSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

const REPO = join(import.meta.dirname, '..', '..');

describe('the embedded sandbox and --out', () => {
  it('a second upload with another --out skips every invoice, and history names one target', async () => {
    const cwd = makeTempDir('sandbox-out');
    writeUploadInputs(cwd, { count: 6, prefix: 'OUT' });
    const upload = (...more: string[]) =>
      runCliInProcess(['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--json', ...more], { cwd });
    const first = await upload();
    expect(first.code, first.stderr).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({ created: 6, skipped: 0 });
    for (const out of ['other', join('deeper', 'out')]) {
      const again = await upload('--out', out);
      expect(again.code, again.stderr).toBe(0);
      expect(JSON.parse(again.stdout), out).toMatchObject({ created: 0, skipped: 6 });
      // The workbook moved; the sandbox's invoices stayed beside the journal.
      expect(readdirSync(join(cwd, out)).some((name) => name.startsWith('invoices-results-'))).toBe(true);
      expect(existsSync(join(cwd, out, 'sandbox'))).toBe(false);
    }
    const history = await runCliInProcess(['history', '--json'], { cwd });
    const targets = (JSON.parse(history.stdout).runs as { targetIdentity: string }[]).map((run) => run.targetIdentity);
    expect(targets).toEqual(new Array(3).fill(`sandbox:${join(cwd, 'output', 'sandbox')}`));
    // In the journal, each invoice is created once.
    const created = await runCliInProcess(['journal', '--state', 'created', '--json', '--limit', '0'], { cwd });
    expect(JSON.parse(created.stdout).total).toBe(6);
  });

  it("validate --out elsewhere reads the advertiser list cached for the journal's sandbox", async () => {
    const cwd = makeTempDir('sandbox-out-validate');
    copyFileSync(join(REPO, 'samples', 'quickbooks-vendor-report.xlsx'), join(cwd, 'qb.xlsx'));
    copyFileSync(join(REPO, 'mappings', 'quickbooks-vendor-report.yaml'), join(cwd, 'qb.yaml'));
    const cached = await runCliInProcess(['advertisers', '--refresh', '--json'], { cwd });
    expect(cached.code, cached.stderr).toBe(0);
    const here = await runCliInProcess(['validate', 'qb.xlsx', '--mapping', 'qb.yaml', '--json'], { cwd });
    expect(here.code, here.stderr).toBe(0);
    const elsewhere = await runCliInProcess(['validate', 'qb.xlsx', '--mapping', 'qb.yaml', '--out', 'vs', '--json'], {
      cwd,
    });
    expect(elsewhere.stderr).not.toContain("not this system's");
    expect(elsewhere.code, elsewhere.stderr).toBe(0);
    expect(JSON.parse(elsewhere.stdout).invalid).toBe(JSON.parse(here.stdout).invalid);
  });
});
