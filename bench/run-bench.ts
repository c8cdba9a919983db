/**
 * `npm run bench`: every performance comparison of the project measured side by side in one run,
 * printed as one table (stdout); progress goes to stderr. BENCH_SCALE=small divides the sizes by
 * about ten for a quick check; BENCH_JSON=<file> also writes every figure as JSON; BENCH_ROWS=1,7
 * measures only the rows named (a number takes every row of that number, `3c` that row alone). The
 * exit code is 0 whether goals are met or not, and 1 only when a measurement could not be made.
 * The sections run in measure-every-section.ts; this file prints what they measured.
 */
import { rmSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchScale, type BenchScale } from './bench-scale.js';
import { describeMachine, machineLine } from './describe-machine.js';
import { withoutProposals } from './describe-infer-rows.js';
import { measureEverySection } from './measure-every-section.js';
import { progress } from './measure-section.js';
import { renderTable, seconds } from './print-table.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

async function main(scale: BenchScale, dir: string): Promise<number> {
  const machine = describeMachine(ROOT);
  progress(`scale ${scale.name}; working in ${dir}`);
  const startedAt = Date.now();
  const measured = await measureEverySection(scale, dir);

  const rows = [
    ...measured.ingest.rows,
    ...measured.posting.rows,
    ...measured.endToEnd.rows,
    ...measured.annotated.rows,
    ...measured.register.rows,
    ...measured.results.rows,
    ...measured.infer.rows,
    ...measured.formulas.rows,
    ...measured.validate.rows,
    ...measured.shared.rows,
    ...measured.throttling.rows,
    ...measured.spikeArrest.rows,
    ...measured.holdTwins.rows,
  ];
  const loadAtEnd = Math.round((os.loadavg()[0] ?? 0) * 100) / 100;
  const total = (Date.now() - startedAt) / 1000;
  process.stdout.write(
    `\ninvoice-batch bench, scale ${scale.name}: ${machineLine(machine)}, load ${loadAtEnd} at end, ${seconds(total)} in all\n\n`,
  );
  process.stdout.write(`${renderTable(rows)}\n`);
  const json = process.env.BENCH_JSON;
  if (json) {
    const figures = {
      machine,
      loadAtEnd,
      totalSeconds: total,
      scale,
      ingest: measured.ingest.value,
      posting: measured.posting.value,
      endToEnd: measured.endToEnd.value,
      annotated: measured.annotated.value,
      register: measured.register.value,
      results: measured.results.value,
      formulas: measured.formulas.value,
      validate: measured.validate.value,
      shared: measured.shared.value,
      throttling: measured.throttling.value,
      spikeArrest: measured.spikeArrest.value,
      holdTwins: measured.holdTwins.value,
      infer: measured.infer.value && {
        tuning: withoutProposals(measured.infer.value.tuning),
        heldOut: measured.infer.value.heldOut.map(withoutProposals),
      },
      rows,
    };
    writeFileSync(json, `${JSON.stringify(figures, null, 2)}\n`);
  }
  return rows.some((row) => row.verdict === 'ERROR') ? 1 : 0;
}

const dir = mkdtempSync(join(os.tmpdir(), 'invoice-batch-bench-'));
try {
  process.exitCode = await main(benchScale(), dir);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
