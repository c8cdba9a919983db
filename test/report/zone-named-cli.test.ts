/**
 * Local times written as text name their zone: the upload's Run line, the results workbook's
 * Started and Finished labels (the cells stay dates), the reconciliation workbook's Reconciled at
 * label and its headers over local times, `schedule --list` for a job in the machine's zone. The results file name keeps its form, the local wall time of the Started cell. Through the
 * compiled CLI in far-apart zones (build first: npx tsc -p .).
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { zoneText } from '../../src/report/local-time.js';
import { STATUS_COLUMNS } from '../../src/report/reconciliation-status-columns.js';
import { CHANGES_COLUMNS } from '../../src/report/reconciliation-changes-columns.js';
import { readBook, rowValues } from '../helpers/read-workbook.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall clock in `timeZone` now, as a Date whose UTC fields read it (as a date cell does). */
function wallNow(timeZone: string): Date {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date());
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return new Date(Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')));
}

describe('local times name their zone', () => {
  it.each(['Pacific/Kiritimati', 'America/Adak', 'Asia/Kathmandu'])('upload in %s', async (tz) => {
    const cwd = makeTempDir('zone-named');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 2, prefix: 'ZONE' });
    const out = join(cwd, 'out');
    const result = await runCliProcess(
      [
        'upload',
        'invoices.csv',
        '--mapping',
        'mapping.yaml',
        '--base-url',
        sandbox.baseUrl,
        '--journal',
        join(cwd, 'j.sqlite'),
        '--out',
        out,
      ],
      { cwd, env: { TZ: tz } },
    );
    expect(result.code, result.stderr).toBe(0);
    // The zone as ICU names it: Asia/Kathmandu is Asia/Katmandu, an alias of the same zone.
    const zone = zoneText(new Date(), new Intl.DateTimeFormat('en-US', { timeZone: tz }).resolvedOptions().timeZone);
    expect(result.stdout).toMatch(new RegExp(`^Run: +1, .* in ${zone.replace('+', '\\+')} \\(`, 'm'));
    const name = readdirSync(out).find((file) => file.endsWith('.xlsx'))!;
    const book = await readBook(join(out, name));
    const labels = new Map<string, unknown>();
    book.getWorksheet('Summary')!.eachRow((row) => labels.set(String(row.getCell(1).value), row.getCell(2).value));
    const started = labels.get(`Started (${zone})`);
    expect(started).toBeInstanceOf(Date);
    expect(labels.get(`Finished (${zone})`)).toBeInstanceOf(Date);
    // The cell holds the wall time (read back as UTC fields); the file name is that wall time.
    const wall = started as Date;
    const stamp = `${wall.getUTCFullYear()}${pad(wall.getUTCMonth() + 1)}${pad(wall.getUTCDate())}-${pad(wall.getUTCHours())}${pad(wall.getUTCMinutes())}${pad(wall.getUTCSeconds())}`;
    expect(name).toBe(`invoices-results-${stamp}.xlsx`);
  });

  it.each(['Pacific/Auckland', 'America/Adak'])('reconcile in %s', async (tz) => {
    const cwd = makeTempDir('zone-named-reconcile');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 2, prefix: 'RZONE' });
    const where = ['--base-url', sandbox.baseUrl, '--journal', join(cwd, 'j.sqlite'), '--out', join(cwd, 'out')];
    const upload = await runCliProcess(['upload', 'invoices.csv', '--mapping', 'mapping.yaml', ...where], { cwd });
    expect(upload.code, upload.stderr).toBe(0);
    const result = await runCliProcess(['reconcile', ...where], { cwd, env: { TZ: tz } });
    expect(result.code, result.stderr).toBe(0);
    const zone = zoneText(new Date(), tz);
    const name = readdirSync(join(cwd, 'out')).find((file) => file.startsWith('reconcile-'))!;
    const book = await readBook(join(cwd, 'out', name));
    const labels = new Map<string, unknown>();
    book.getWorksheet('Summary')!.eachRow((row) => labels.set(String(row.getCell(1).value), row.getCell(2).value));
    // The cell holds the wall time in that zone (read back as UTC fields), within the test's minutes.
    const reconciledAt = labels.get(`Reconciled at (${zone})`);
    expect(reconciledAt, [...labels.keys()].join('; ')).toBeInstanceOf(Date);
    expect(Math.abs((reconciledAt as Date).getTime() - wallNow(tz).getTime())).toBeLessThan(5 * 60_000);
    // Every column of local times names the zone; the finance system's timestamps say they are its clock.
    for (const [sheet, columns] of [
      ['Status', STATUS_COLUMNS],
      ['Changes', CHANGES_COLUMNS],
    ] as const) {
      const headers = rowValues(book.getWorksheet(sheet)!, 1);
      const times = columns.filter((column) => column.kind === 'dateTime').map((column) => column.header);
      expect(times.length, sheet).toBeGreaterThan(0);
      for (const header of times) {
        const said = header === 'Last action at' ? "the finance system's clock" : zone;
        expect(headers, sheet).toContain(`${header} (${said})`);
      }
    }
  });

  it('schedule --list names the machine zone of a job without one', async () => {
    const cwd = makeTempDir('zone-named-schedule');
    writeFileSync(
      join(cwd, 'invoice-batch.config.yaml'),
      'journal: j.sqlite\noutDir: out\nschedule:\n  jobs:\n    - { name: nightly, cron: "0 2 * * *", command: "reconcile --json" }\n',
    );
    const result = await runCliProcess(['schedule', '--list'], { cwd, env: { TZ: 'America/Adak' } });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).not.toContain('local time');
    expect(result.stdout).toMatch(
      /^nightly +0 2 \* \* \* +America\/Adak, UTC-(9|10) \(this machine's\) +\d{4}-\d\d-\d\dT02:00:00-(09|10):00 /m,
    );
  });
});
