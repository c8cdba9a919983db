import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { SANDBOX_ADVERTISERS } from '../../../src/sandbox/sandbox-advertisers.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const ADVERTISERS = SANDBOX_ADVERTISERS;

/**
 * A purchase book: the VAT charged, then its deductible and non-deductible parts, every purchase's
 * VAT in one of them. Where `whole` is false, the first row's "charged" column holds less than its part.
 */
function book(header: string[], whole: boolean, name: string): string {
  const rows = [header.join(';')];
  for (let n = 0; n < 8; n++) {
    const net = 1000 + n * 125;
    const vat = (net * 17) / 100;
    const deductible = n % 3 === 2 ? 0 : vat;
    const vendor = ADVERTISERS[n % 3]!.advertiserName;
    const cells = [
      vendor,
      `F-${500 + n}`,
      `${String(n + 4).padStart(2, '0')}.03.2024`,
      net.toFixed(2),
      (net + vat).toFixed(2),
      (whole || n > 0 ? vat : 0).toFixed(2),
      deductible.toFixed(2),
      (vat - deductible).toFixed(2),
    ];
    rows.push(cells.join(';'));
  }
  const file = join(makeTempDir('infer-charged-tax'), name);
  writeFileSync(file, `${rows.join('\r\n')}\r\n`);
  return file;
}

const HEADERS: [string, string[]][] = [
  [
    'Bosnian',
    [
      'Naziv dobavljača',
      'Broj fakture',
      'Datum fakture',
      'Iznos bez PDV-a',
      'Iznos sa PDV-om',
      'Ulazni PDV',
      'Odbitni PDV',
      'Neodbitni PDV',
    ],
  ],
  [
    'English',
    [
      'Supplier Name',
      'Invoice No',
      'Invoice Date',
      'Net Amount',
      'Gross Amount',
      'Input VAT',
      'Deductible VAT',
      'Non-deductible VAT',
    ],
  ],
];

describe('the VAT charged beside its deductible and non-deductible parts', () => {
  it.each(HEADERS)('is the Tax, the parts no alternative to it (%s)', async (_, header) => {
    const yaml = await inferMapping(book(header, true, 'book.csv'), { advertisers: ADVERTISERS, currency: 'EUR' });
    expect(yaml).toMatch(new RegExp(`\\n  Tax: ${header[5]} +# .*"${header[6]}" and "${header[7]}" are its parts`));
    expect(yaml).toContain('sumLines: gross');
  });

  it.each(HEADERS)('is not taken for the whole where a part exceeds it (%s)', async (_, header) => {
    const yaml = await inferMapping(book(header, false, 'parts.csv'), { advertisers: ADVERTISERS, currency: 'EUR' });
    expect(yaml).not.toMatch(new RegExp(`\\n  Tax: ${header[5]}`));
    expect(yaml).not.toContain('are its parts');
  });
});
