import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '../../src/errors.js';
import { loadMapping } from '../../src/mapping/load-mapping.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { mappingOf, ONE_ROW_MAPPING, rejectionOf, thrownBy } from './mapping-fixtures.js';

function errorOf(yaml: string): string {
  const error = thrownBy(() => mappingOf(yaml));
  expect(error).toBeInstanceOf(ConfigError);
  return error.message;
}

describe('loading a mapping file', () => {
  it('compiles a mapping with column names, constants, templates, transforms and defaults', () => {
    const mapping = mappingOf(`
source: { type: csv, delimiter: ";", decimalSeparator: ",", dateFormats: [DD.MM.YYYY] }
layout: { type: grouped, key: [Vendor, Number] }
invoice:
  InvoiceId: { template: "INV-{Vendor}-{Number}" }
  PayeeId: { column: Vendor, transform: [trim, { pad: 10 }] }
  Invoice_Number: Number
  Invoice_Date: Date
  CurrencyCode: { value: eur }
  Invoice_Amount: { letter: f }
  Discount: { column: Skonto, transform: { map: { J: Y } }, default: N }
items:
  Amount: Net
  TaxRate: { column: Rate, default: 0 }
`);
    expect(mapping.layout).toMatchObject({ type: 'grouped', key: [{ header: 'Vendor' }, { header: 'Number' }] });
    const byField = Object.fromEntries(mapping.invoice.map((r) => [r.field, r]));
    expect(byField.CurrencyCode?.source).toEqual({ type: 'value', text: 'EUR' });
    expect(byField.Invoice_Amount?.source).toMatchObject({ type: 'column', column: { letter: 'F' } });
    expect(byField.PayeeId?.steps.map((s) => s.kind)).toEqual(['trim', 'pad']);
    expect(byField.Invoice_Date?.steps.map((s) => s.kind)).toEqual(['date']);
    expect(byField.Discount?.steps.map((s) => s.kind)).toEqual(['map', 'trim', 'upper']);
    expect(byField.Discount?.defaultText).toBe('N');
    expect(mapping.items.find((r) => r.field === 'TaxRate')?.defaultText).toBe('0.00');
    expect(mapping.source.table).toMatchObject({ type: 'csv', delimiter: ';' });
    expect(mapping.warnings).toEqual([]);
  });

  it('names file, line and column of a misspelt key and suggests the right one', () => {
    const message = errorOf(`invoice:\n  PayeeId: Vendor\n  Invoice_Numbr: Number\n`);
    expect(message).toBe(
      'test.yaml:3:3: invoice.Invoice_Numbr: unknown key "Invoice_Numbr" (did you mean "Invoice_Number"?)',
    );
  });

  it('suggests keys of nested objects and transform names', () => {
    expect(errorOf(`source:\n  delimter: ";"\ninvoice: {}\n`)).toMatch(
      /^test\.yaml:2:3: source\.delimter: unknown key "delimter" \(did you mean "delimiter"\?\)$/,
    );
    expect(errorOf(`invoice:\n  PayeeId: { colum: Vendor }\n`)).toMatch(
      /test\.yaml:2:14: invoice\.PayeeId\.colum: unknown key "colum" \(did you mean "column"\?\)/,
    );
    expect(errorOf(`invoice:\n  PayeeId: { column: Vendor, transform: [uper] }\n`)).toMatch(
      /test\.yaml:2:42: invoice\.PayeeId\.transform\.0: expected one of trim, upper, lower, date, amount, rate, got "uper" \(did you mean "upper"\?\)/,
    );
    expect(errorOf(`invoice:\n  PayeeId: { column: Vendor, transform: [{ pda: 10 }] }\n`)).toMatch(
      /unknown key "pda" \(did you mean "pad"\?\)/,
    );
  });

  it('says what type was expected where a value has the wrong type', () => {
    expect(errorOf(`invoice:\n  PayeeId: 5\n`)).toBe(
      'test.yaml:2:12: invoice.PayeeId: expected text or keys (an object), got number 5',
    );
    expect(errorOf(`source: { headerRow: first }\ninvoice: {}\n`)).toMatch(
      /source\.headerRow: expected a number, got "first"/,
    );
    expect(errorOf(`layout: { type: stacked }\ninvoice: {}\n`)).toMatch(
      /layout\.type: expected one of one-row, grouped, joined, got "stacked"/,
    );
    expect(errorOf(`source: {}\n`)).toMatch(/test\.yaml:1:1: invoice: expected keys \(an object\), missing/);
  });

  it('refuses what the schema cannot see: bad formats, bad regular expressions, inconsistent layouts and constants', () => {
    expect(errorOf(`source: { dateFormats: [DD.QQ.YYYY] }\ninvoice: {}\n`)).toMatch(
      /test\.yaml:1:24: source\.dateFormats: unknown date format part "Q"/,
    );
    expect(errorOf(`invoice:\n  Invoice_Number: { column: Ref, transform: { extract: "(" } }\n`)).toMatch(
      /invoice\.Invoice_Number\.transform: not a regular expression/,
    );
    expect(errorOf(`layout: { type: grouped }\ninvoice: {}\n`)).toMatch(/layout: grouped needs key/);
    expect(errorOf(`layout: { type: joined, key: Id }\ninvoice: {}\n`)).toMatch(/joined needs source\.lines/);
    // An amount constant is taken as written or refused, never rounded; a flag is Y or N.
    expect(errorOf(`invoice:\n  Invoice_Amount: { value: 12.345678 }\n`)).toMatch(
      /invoice\.Invoice_Amount\.value: Invoice_Amount: expected an amount with at most four decimal places, got "12\.345678"/,
    );
    expect(errorOf(`invoice:\n  Invoice_Amount: { value: "0.00001" }\n`)).toMatch(/at most four decimal places/);
    expect(errorOf(`invoice:\n  Discount: { value: no }\n`)).toMatch(
      /invoice\.Discount\.value: Discount: expected Y or N, got "no"/,
    );
    expect(
      mappingOf(`invoice:\n  Invoice_Amount: { value: 12.5000 }\n  Discount: { value: y }\n`).invoice,
    ).toBeDefined();
    expect(errorOf(`invoice:\n  Invoice_Date: { value: 31.01.2024 }\n`)).toMatch(
      /invoice\.Invoice_Date\.value: Invoice_Date: expected a date written YYYYMMDD, got "31\.01\.2024"/,
    );
    expect(errorOf(`invoice:\n  PayeeId: { column: A, value: B }\n`)).toMatch(
      /give one of column, letter, value, template, sequence, formula; got column and value/,
    );
    expect(errorOf(`invoice:\n  InvoiceId: { sequence: true }\n`)).toMatch(/use it under items only/);
    expect(errorOf(`invoice:\n  InvoiceId: { template: "INV-{}" }\n`)).toMatch(/placeholder is empty/);
    expect(errorOf(`source:\n  skipRows: [{ column: Vendor, equals: Total, blank: true }]\ninvoice: {}\n`)).toMatch(
      /exactly one of equals, matches, blank/,
    );
  });

  it('reports YAML syntax errors with their line', () => {
    expect(errorOf(`invoice:\n  PayeeId: [Vendor\n`)).toMatch(/^test\.yaml:\d+:\d+: not valid YAML/);
  });

  it('warns about required fields the mapping does not fill', () => {
    const mapping = mappingOf(`invoice:\n  PayeeId: Vendor\n`);
    expect(mapping.warnings).toContain(
      'invoice.CurrencyCode is required by the model but not mapped; every invoice will miss it',
    );
    expect(mapping.warnings).toContain('items.Amount is required by the model but not mapped; every line will miss it');
    expect(mappingOf(ONE_ROW_MAPPING).warnings).toEqual([]);
  });

  it('reads a mapping file from disk and names a missing file', async () => {
    const dir = makeTempDir('load-mapping');
    const file = join(dir, 'm.yaml');
    writeFileSync(file, ONE_ROW_MAPPING);
    expect((await loadMapping(file)).file).toBe(file);
    expect((await rejectionOf(loadMapping(join(dir, 'absent.yaml')))).message).toMatch(/absent\.yaml: file not found/);
  });
});
