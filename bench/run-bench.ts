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
  const {
    ingest,
    posting,
    results,
    endToEnd,
    annotated,
    register,
    formulas,
    validate,
    infer,
    shared,
    throttling,
    spikeArrest,
  } = await measureEverySection(scale, dir);

  const rows = [
    ...ingest.rows,
    ...posting.rows,
    ...endToEnd.rows,
    ...annotated.rows,
    ...register.rows,
    ...results.rows,
    ...infer.rows,
    ...formulas.rows,
    ...validate.rows,
    ...shared.rows,
    ...throttling.rows,
    ...spikeArrest.rows,
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
      ingest: ingest.value,
      posting: posting.value,
      endToEnd: endToEnd.value,
      annotated: annotated.value,
      register: register.value,
      results: results.value,
      formulas: formulas.value,
      validate: validate.value,
      shared: shared.value,
      throttling: throttling.value,
      spikeArrest: spikeArrest.value,
      infer: infer.value && {
        tuning: withoutProposals(infer.value.tuning),
        heldOut: infer.value.heldOut.map(withoutProposals),
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
