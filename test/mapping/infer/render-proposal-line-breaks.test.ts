/**
 * A header written over two lines (Alt+Enter in Excel, a line break in a quoted CSV header) and a
 * sample value with a line break are file text that infer quotes in its proposal: as a YAML scalar
 * and in the comments that say why. The proposal must still load, and name the column as the file does.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const csvField = (text: string) => `"${text.replace(/"/g, '""')}"`;

async function proposalFor(numberHeader: string, description: string): Promise<string> {
  const rows = [['Supplier', numberHeader, 'Date', 'Amount', 'Description'].map(csvField).join(',')];
  for (let i = 0; i < 6; i++)
    rows.push(
      [`Supplier ${i % 3}`, `INV-${100 + i}`, `2024-03-0${i + 1}`, `${100 + i}.50`, i === 0 ? description : 'Paper']
        .map(csvField)
        .join(','),
    );
  const file = join(makeTempDir('proposal-line-breaks'), 'register.csv');
  writeFileSync(file, `${rows.join('\r\n')}\r\n`);
  return inferMapping(file);
}

describe('a proposal from a file whose text holds line breaks', () => {
  it.each([
    ['Invoice\nNo', 'first line\nsecond line'],
    ['Invoice\r\nNo', 'one\r\ntwo'],
    ['Invoice No', 'a "quoted"\nnote: with # and a colon'],
  ])('header %j, description %j: loads and names the column as written', async (header, description) => {
    const yaml = await proposalFor(header, description);
    const mapping = parse(yaml) as { invoice: Record<string, unknown> };
    expect(mapping.invoice.Invoice_Number, yaml).toBe(header);
  });

  it('loads whatever breaks, quotes and marks the texts hold', async () => {
    const piece = fc.constantFrom('Invoice', 'No', '\n', '\r\n', '\r', '"', "'", '#', ': ', ' ', 'Nº');
    const text = fc.array(piece, { minLength: 1, maxLength: 6 }).map((parts) => parts.join(''));
    await fc.assert(
      fc.asyncProperty(text, text, async (header, description) => {
        fc.pre(
          /^Invoice/.test(header) && header.trim() === header && !/^(Supplier|Date|Amount|Description)$/.test(header),
        );
        const yaml = await proposalFor(header, description);
        expect(() => parse(yaml), yaml).not.toThrow();
      }),
      { numRuns: 25 },
    );
  });
});
