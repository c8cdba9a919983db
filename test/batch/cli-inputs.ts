/**
 * Small CSV inputs and their mapping for tests that run the CLI: one row per invoice, a payee the
 * sandbox knows, amounts with two places.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';

export { ONE_ROW_MAPPING as CSV_MAPPING } from '../helpers/one-row-mapping.js';

export interface CsvOptions {
  count: number;
  /** Prefix of Invoice_Number; unique per test. */
  prefix: string;
  /** 1-based invoice numbers whose Total is not an amount. */
  invalid?: number[];
  /** 1-based invoice numbers with a PayeeId the sandbox does not know (rejected). */
  unknownPayee?: number[];
  /** @default invoices.csv */
  name?: string;
}

/** Writes `<dir>/mapping.yaml` and the CSV; returns the CSV's path. */
export function writeUploadInputs(dir: string, options: CsvOptions): string {
  writeFileSync(join(dir, 'mapping.yaml'), ONE_ROW_MAPPING);
  const lines = ['Vendor,Number,Date,Currency,Total,Net,Tax'];
  for (let i = 1; i <= options.count; i += 1) {
    const vendor = options.unknownPayee?.includes(i)
      ? '0000999999'
      : `00001000${String((i % 40) + 1).padStart(2, '0')}`;
    const currency = i % 3 === 0 ? 'USD' : 'EUR';
    const total = options.invalid?.includes(i) ? 'n/a' : `${i * 10 + 1}.19`;
    lines.push(
      `${vendor},${options.prefix}-${String(i).padStart(4, '0')},20250131,${currency},${total},${i * 10}.00,1.19`,
    );
  }
  const file = join(dir, options.name ?? 'invoices.csv');
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}
