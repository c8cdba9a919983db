/**
 * What a proposal says of a legal FEC (pipe-delimited, windows-1252): the account's number wins its
 * tie with the account's label by value, an empty column is said to be empty, and no advice tells
 * the user to re-save the file in Excel, which would rewrite its delimiter.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const HEADER =
  'JournalCode|EcritureNum|EcritureDate|CompteNum|CompteLib|PieceRef|PieceDate|EcritureLib|Debit|Credit|DateLet';
const LABELS: Record<string, string> = {
  '626000': 'Frais postaux et télécom',
  '606300': 'Fournitures entretien',
  '606400': 'Denrées alimentaires',
  '623600': 'Catalogues et imprimés',
};

function writeFec(delimiter: string): string {
  const rows = [HEADER];
  Object.entries(LABELS).forEach(([account, label], v) => {
    const num = `ACH${String(v + 1).padStart(6, '0')}`;
    for (const [i, cents] of [31000 + v * 1700, 9630 + v * 410].entries())
      rows.push(
        [
          'ACH',
          num,
          '20251104',
          account,
          label,
          `FA-${7780 + v}`,
          '20251104',
          `Achat ${v}-${i}`,
          (cents / 100).toFixed(2).replace('.', ','),
          '0,00',
          '',
        ].join('|'),
      );
  });
  const file = join(makeTempDir('fec-wording'), 'FEC.txt');
  writeFileSync(file, Buffer.from(`${rows.map((r) => r.replaceAll('|', delimiter)).join('\r\n')}\r\n`, 'latin1'));
  return file;
}

describe('mapping infer on a FEC', () => {
  it('maps the account number, not its label, where both tie by name', async () => {
    const yaml = await inferMapping(writeFec('|'));
    expect((parse(yaml) as { items?: Record<string, unknown> }).items?.GLAccount, yaml).toBe('CompteNum');
    expect(yaml).not.toContain('fit equally well');
  });

  it('says an empty column is empty, not that it holds text like ""', async () => {
    const yaml = await inferMapping(writeFec('|'));
    expect(yaml).not.toContain('holds text like ""');
    expect(yaml).toContain('"DateLet" was not proposed as Invoice_Date: the column is empty in the sample');
  });

  it('advises re-saving as CSV UTF-8 only where the file is Excel-shaped (comma or semicolon)', async () => {
    const piped = await inferMapping(writeFec('|'));
    const semicolons = await inferMapping(writeFec(';'));
    expect(piped).toMatch(/encoding: .*# doubtful: .*Keep the file as it is/);
    expect(piped).not.toContain('CSV UTF-8');
    expect(semicolons).toContain('Save it as "CSV UTF-8"');
  });
});
