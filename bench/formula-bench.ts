/**
 * Formula cost: the same 100,000-line grouped CSV read, mapped and validated with the European
 * ERP mapping, and with a copy whose Invoice_Amount is SUM(items.Amount) + SUM(items.Tax) and
 * whose line Tax is ROUND(Amount * TaxRate / 100, 2) (two formulas per invoice). Runs alternate
 * in fresh processes; the fastest of each counts. Both must give the same invoices (digest).
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeLinesCsv } from './generate-invoice-lines.js';
import type { IngestFigures, IngestTask } from './ingest-child.js';
import { CSV_MAPPING } from './ingest-bench.js';
import { runNodeChild } from './run-node-child.js';

const FORMULA_MAPPING = join(
  fileURLToPath(new URL('../../', import.meta.url)),
  'bench/fixtures/european-erp-formulas.yaml',
);

export interface FormulaBenchResult {
  lines: number;
  plain: IngestFigures;
  formulas: IngestFigures;
  /** Formula time over plain time (wall, fastest runs): 1.0 means free. */
  ratio: number;
  cpuRatio: number;
  /** Both mappings gave the same valid invoices, byte for byte. */
  sameInvoices: boolean;
}

async function measure(file: string, mapping: string): Promise<IngestFigures> {
  const task: IngestTask = { reader: 'read-invoices', file, mapping, digest: true };
  const figures = await runNodeChild<IngestFigures>('ingest-child.js', task);
  if (figures.valid !== figures.invoices)
    throw new Error(`${mapping}: ${figures.invoices - figures.valid} of ${figures.invoices} invoices are invalid`);
  return figures;
}

export async function benchFormulas(options: {
  lines: number;
  repeats: number;
  dir: string;
}): Promise<FormulaBenchResult> {
  const file = join(options.dir, `formulas-${options.lines}.csv`);
  await writeLinesCsv(file, { lines: options.lines, tag: `F${Date.now().toString(36)}` });
  const plain: IngestFigures[] = [];
  const formulas: IngestFigures[] = [];
  for (let i = 0; i < options.repeats; i++) {
    plain.push(await measure(file, CSV_MAPPING));
    formulas.push(await measure(file, FORMULA_MAPPING));
  }
  const fastest = (runs: IngestFigures[]) => runs.reduce((best, run) => (run.seconds < best.seconds ? run : best));
  const p = fastest(plain);
  const f = fastest(formulas);
  return {
    lines: options.lines,
    plain: p,
    formulas: f,
    ratio: f.seconds / p.seconds,
    cpuRatio: f.cpuSeconds / p.cpuSeconds,
    sameInvoices: p.digest !== undefined && p.digest === f.digest && p.invoices === f.invoices,
  };
}
