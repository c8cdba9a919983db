/**
 * The journal listings (`history`, `journal`, `journal show`) print times in the config's dateStyle,
 * local, as the workbooks show them; `--json` keeps ISO. End to end through the compiled CLI (build
 * first: npx tsc -p .).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/run-cli.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';

// Half an hour off UTC: a time printed in UTC, or with its hours alone shifted, is told apart.
const ENV = { TZ: 'Asia/Kolkata' };
const KOLKATA_MS = 5.5 * 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as dd/mm/yyyy hh:mm:ss on a Kolkata clock. */
function kolkata(iso: string): string {
  const at = new Date(Date.parse(iso) + KOLKATA_MS);
  const day = `${pad(at.getUTCDate())}/${pad(at.getUTCMonth() + 1)}/${at.getUTCFullYear()}`;
  return `${day} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}`;
}

const ISO_TIME = /\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/;

describe('journal listings with a dateStyle', () => {
  it('print history, journal and journal show times in the style, local, and keep ISO in --json', async () => {
    const cwd = makeTempDir('listing-date-style');
    writeFileSync(join(cwd, 'invoice-batch.config.yaml'), 'dateStyle: dd/mm/yyyy\n');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 2, prefix: 'LDS' });
    const upload = await runCliProcess(
      ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, '--json'],
      { cwd, env: ENV },
    );
    expect(upload.code).toBe(0);

    const runs = JSON.parse((await runCliProcess(['history', '--json'], { cwd, env: ENV })).stdout) as {
      runs: { startedAt: string }[];
    };
    const startedAt = runs.runs[0]!.startedAt;
    expect(startedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/);
    const history = (await runCliProcess(['history'], { cwd, env: ENV })).stdout.trimEnd().split('\n');
    // Local times name their zone, as the workbooks' labels do: a wall time alone is read in the reader's zone.
    expect(history[1]).toMatch(/^Run +Started \(Asia\/(Kolkata|Calcutta), UTC\+5:30\) +File /);
    expect(history[2]).toContain(` ${kolkata(startedAt)} `);
    expect(history.join('\n')).not.toMatch(ISO_TIME);

    const listed = JSON.parse((await runCliProcess(['journal', '--json'], { cwd, env: ENV })).stdout) as {
      invoices: { updatedAt: string; invoiceId: string }[];
    };
    expect(listed.invoices).toHaveLength(2);
    const journal = (await runCliProcess(['journal'], { cwd, env: ENV })).stdout.trimEnd().split('\n');
    expect(journal[0]).toMatch(/ Updated \(Asia\/(Kolkata|Calcutta), UTC\+5:30\) +Detail$/);
    for (const invoice of listed.invoices) {
      expect(invoice.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(journal.find((line) => line.includes(invoice.invoiceId))).toContain(kolkata(invoice.updatedAt));
    }
    expect(journal.join('\n')).not.toMatch(ISO_TIME);

    const show = (await runCliProcess(['journal', 'show', listed.invoices[0]!.invoiceId], { cwd, env: ENV })).stdout;
    expect(show).toContain(`(started ${kolkata(startedAt)}`);
    const times = show.split('\n').filter((line) => /^ {2}\d/.test(line));
    expect(times.length).toBeGreaterThan(0);
    for (const line of times) expect(line).toMatch(/^ {2}\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2} /);
    expect(show.split('  body')[0]).not.toMatch(ISO_TIME);
    expect(show).not.toContain(' UTC');
  });

  it('name the zone of schedule --history, beside file names stamped by the clock of the host that ran the job', async () => {
    const cwd = makeTempDir('listing-date-style');
    writeFileSync(
      join(cwd, 'invoice-batch.config.yaml'),
      'dateStyle: dd/mm/yyyy\njournal: journal.sqlite\nschedule:\n  jobs:\n    - { name: check, cron: "0 2 * * *", command: "validate missing.csv --mapping missing.yaml" }\n',
    );
    // The mapping is there (a missing one is refused as the schedule loads); the input is not, so the job fails when run.
    writeFileSync(join(cwd, 'missing.yaml'), ONE_ROW_MAPPING);
    expect((await runCliProcess(['schedule', '--run-now', 'check'], { cwd, env: ENV })).code).toBe(2);
    const listed = await runCliProcess(['schedule', '--history'], { cwd, env: ENV });
    const lines = listed.stdout.split('\n');
    // ICU may give the zone its older name.
    expect(lines[0]).toMatch(/^Scheduled runs, newest first \(times in Asia\/(Kolkata|Calcutta), UTC\+5:30\):$/);
    expect(lines.find((line) => line.startsWith('  started '))).toMatch(/^ {2}started \d{2}\/\d{2}\/\d{4} /);
  });
});
