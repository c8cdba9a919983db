/**
 * One journal that two companies' uploads share: `journal` says whose each invoice is, and a
 * `--base-url` given on the command line lists only that target's. Real CLI runs in process
 * against two sandboxes on loopback and a real SQLite or PostgreSQL journal.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { testPostgresUrl } from '../helpers/start-postgres.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

describe('journal and history of two targets', () => {
  it.each(['sqlite', 'postgres'] as const)(
    'names the target of each row, and --base-url or --profile lists only its own (%s)',
    async (backend) => {
      const cwd = makeTempDir('journal-targets');
      const alpha = await startTestSandbox();
      const beta = await startTestSandbox();
      const journal = ['--journal', backend === 'sqlite' ? join(cwd, 'journal.sqlite') : await testPostgresUrl()];
      writeUploadInputs(cwd, { count: 2, prefix: 'alpha' });
      const upload = (baseUrl: string) =>
        runCliInProcess(['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', baseUrl, ...journal], {
          cwd,
        });
      expect((await upload(alpha.baseUrl)).code).toBe(0);
      writeUploadInputs(cwd, { count: 1, prefix: 'beta' });
      expect((await upload(beta.baseUrl)).code).toBe(0);
      const alphaHost = new URL(alpha.baseUrl).host;
      const betaHost = new URL(beta.baseUrl).host;

      const all = await runCliInProcess(['journal', ...journal], { cwd });
      expect(all.code).toBe(0);
      const lines = all.stdout.trimEnd().split('\n');
      expect(lines[0]).toMatch(/^Run +Target +InvoiceId /);
      expect(lines.slice(1).map((line) => line.split(/ +/)[1])).toEqual([betaHost, alphaHost, alphaHost]);

      const onlyBeta = await runCliInProcess(['journal', '--base-url', beta.baseUrl, '--json', ...journal], { cwd });
      expect(onlyBeta.stderr).toBe('');
      const listed = JSON.parse(onlyBeta.stdout) as { invoices: { invoiceNumber: string; target: string }[] };
      expect(listed.invoices.map((row) => [row.invoiceNumber, row.target])).toEqual([['beta-0001', betaHost]]);

      const onlyAlpha = await runCliInProcess(['journal', '--base-url', alpha.baseUrl, ...journal], { cwd });
      expect(onlyAlpha.stdout).toMatch(/^Run +InvoiceId /);
      expect(onlyAlpha.stdout).toContain('alpha-0002');
      expect(onlyAlpha.stdout).not.toContain('beta-0001');

      const history = await runCliInProcess(['history', '--json', ...journal], { cwd });
      expect((JSON.parse(history.stdout) as { runs: unknown[] }).runs).toHaveLength(2);
      const betaRuns = await runCliInProcess(['history', '--base-url', beta.baseUrl, '--json', ...journal], { cwd });
      const runs = (JSON.parse(betaRuns.stdout) as { runs: { id: number; targetIdentity: string }[] }).runs;
      expect(runs.map((run) => [run.id, new URL(run.targetIdentity).host])).toEqual([[2, betaHost]]);

      // A profile names the target as its base URL does; the default profile filters nothing.
      writeFileSync(
        join(cwd, 'invoice-batch.config.yaml'),
        `defaultProfile: beta\nprofiles:\n  beta:\n    baseUrl: ${beta.baseUrl}\n  alpha:\n    baseUrl: ${alpha.baseUrl}\n`,
      );
      const byProfile = await runCliInProcess(['journal', '--profile', 'beta', '--json', ...journal], { cwd });
      expect(byProfile.stderr).toBe('');
      const betaRows = (JSON.parse(byProfile.stdout) as { invoices: { invoiceNumber: string }[] }).invoices;
      expect(betaRows.map((row) => row.invoiceNumber)).toEqual(['beta-0001']);
      const alphaHistory = await runCliInProcess(['history', '--profile', 'alpha', '--json', ...journal], { cwd });
      expect((JSON.parse(alphaHistory.stdout) as { runs: { id: number }[] }).runs.map((run) => run.id)).toEqual([1]);
      const byDefault = await runCliInProcess(['journal', '--json', ...journal], { cwd });
      expect((JSON.parse(byDefault.stdout) as { invoices: unknown[] }).invoices).toHaveLength(3);
    },
    120_000,
  );
});
