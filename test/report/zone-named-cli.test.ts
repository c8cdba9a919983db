/**
 * Local times written as text name their zone: the upload's Run line, the results workbook's
 * Started and Finished labels (the cells stay dates), `schedule --list` for a job in the machine's
 * zone. The results file name keeps its form, the local wall time of the Started cell. Through the
 * compiled CLI in far-apart zones (build first: npx tsc -p .).
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { zoneText } from '../../src/report/local-time.js';
import { readBook } from '../helpers/read-workbook.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

const pad = (n: number) => String(n).padStart(2, '0');

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
