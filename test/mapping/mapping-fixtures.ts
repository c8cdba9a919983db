/**
 * Test helpers: mappings from YAML text, input files in a temp folder, invoices read whole.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileFormulaSource } from '../../src/mapping/compile-formula-rule.js';
import { parseYamlText } from '../../src/config-file/read-yaml-file.js';
import { compileMappingYaml, type Mapping } from '../../src/mapping/load-mapping.js';
import { readInvoices, type ReadInvoicesOptions } from '../../src/mapping/read-invoices.js';
import type { MappedInvoice } from '../../src/mapping/mapped-invoice.js';

/** A mapping from YAML text (named `test.yaml` in messages), compiled at once. */
export function mappingOf(yaml: string): Mapping {
  return compileMappingYaml(parseYamlText(yaml, 'test.yaml'), compileFormulaSource);
}

/** Writes `lines` joined with LF into `dir/name`. */
export function writeCsv(dir: string, name: string, lines: string[]): string {
  const file = join(dir, name);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

export async function readAll(file: string, mapping: Mapping, options?: ReadInvoicesOptions): Promise<MappedInvoice[]> {
  const out: MappedInvoice[] = [];
  for await (const invoice of readInvoices(file, mapping, options)) out.push(invoice);
  return out;
}

/** The error `promise` rejects with (fails the test when it resolves). */
export async function rejectionOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a rejection');
}

/** The error `fn` throws (fails the test when it does not). */
export function thrownBy(fn: () => unknown): Error {
  try {
    fn();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected an exception');
}

/** The usual one-row mapping of the tests; tests append extra YAML to it. */
export { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
