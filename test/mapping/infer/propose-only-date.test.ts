/**
 * The invoice date where no header infer knows names it: the one column of the file whose every
 * value is a calendar day is the Invoice_Date, whatever its header and the form its dates are
 * written in. Two columns of dates say nothing of which is the invoice's, and a due date is never it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { SANDBOX_ADVERTISERS } from '../../../src/sandbox/sandbox-advertisers.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

/** Headers of a date that exports write and no date word of infer's names. */
const HEADERS = ['Billing Date', 'Bill Dt', 'Stamped'];

/** A day written as exports write it: the United States' month first, ISO, a dotted day first. */
const FORMS: readonly ((m: number, d: number) => string)[] = [
  (m, d) => `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/2024`,
  (m, d) => `2024-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
  (m, d) => `${String(d).padStart(2, '0')}.${String(m).padStart(2, '0')}.2024`,
];

const register = fc.record({
  header: fc.constantFrom(...HEADERS),
  form: fc.constantFrom(...FORMS),
  // Days past the 12th, so that each form reads one way only.
  days: fc.uniqueArray(fc.integer({ min: 13, max: 28 }), { minLength: 5, maxLength: 10 }),
  month: fc.integer({ min: 1, max: 12 }),
});

type Register = typeof register extends fc.Arbitrary<infer T> ? T : never;

interface Mapped {
  source?: { dateFormats?: string[] };
  invoice?: Record<string, unknown>;
}

/** The form each writer's dates are read with. */
const FORMATS = ['MM/DD/YYYY', 'YYYY-MM-DD', 'DD.MM.YYYY'];

/** Writes the register; `second` adds another column of dates under that header. */
function writeRegister(s: Register, second?: string): string {
  const lines = [['Vendor', 'Invoice #', s.header, ...(second ? [second] : []), 'Amount'].join(',')];
  s.days.forEach((d, row) => {
    const later = s.form(s.month === 12 ? 1 : s.month + 1, d);
    lines.push(
      [
        `"${SANDBOX_ADVERTISERS[row % 5]!.advertiserName}"`,
        `B-${4100 + row * 3}`,
        s.form(s.month, d),
        ...(second ? [later] : []),
        (120 + row * 17.25).toFixed(2),
      ].join(','),
    );
  });
  const file = join(makeTempDir('infer-only-date'), 'register.csv');
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

const infer = async (file: string) =>
  parse(await inferMapping(file, { advertisers: SANDBOX_ADVERTISERS, currency: 'USD' })) as Mapped;

describe('the one column of dates', () => {
  it('is the invoice date whatever its header and form', async () => {
    await fc.assert(
      fc.asyncProperty(register, async (s) => {
        const m = await infer(writeRegister(s));
        expect(m.invoice?.['Invoice_Date']).toBe(s.header);
        // The form its dates are read with, which no date header gave.
        expect(m.source?.dateFormats).toEqual([FORMATS[FORMS.indexOf(s.form)]]);
      }),
      { numRuns: 12 },
    );
  });

  it.each(['Received', 'Due Date', 'Payment Date'])('is none beside another column of dates (%s)', async (second) => {
    const s = { header: 'Billing Date', form: FORMS[1]!, days: [14, 16, 19, 22, 25], month: 3 };
    const m = await infer(writeRegister(s, second));
    expect(m.invoice?.['Invoice_Date']).toBeUndefined();
  });

  it.each(['Due Date', 'Payment Date', 'Fecha de vencimiento'])('is never a column named %s', async (header) => {
    const s = { header, form: FORMS[0]!, days: [14, 16, 19, 22, 25], month: 3 };
    const m = await infer(writeRegister(s));
    expect(m.invoice?.['Invoice_Date']).toBeUndefined();
  });
});
