/**
 * A journal in sections by currency, each under a heading naming its code (`Factures en gourdes
 * (HTG)`, `Purchases in US dollars (USD)`), with no currency column: infer carries the heading's
 * code onto its rows as a heading, and reads CurrencyCode from it, rather than skipping the
 * headings and leaving the currency unsaid.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { currencyHeading } from '../../../src/mapping/infer/read-currency-heading.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

describe('the currency a section heading names', () => {
  it('matches the opening words and the code closing each heading', () => {
    const rule = currencyHeading(['Factures en gourdes (HTG)', 'Factures en dollars US (USD)'], ['Date', 'Total']);
    expect(rule?.matches).toBe('^Factures en .*\\((HTG|USD)\\)$');
    expect(currencyHeading(['Purchases in euros (EUR)', 'Purchases in US dollars (USD)'], [])?.matches).toBe(
      '^Purchases in .*\\((EUR|USD)\\)$',
    );
  });

  it('reads none from one currency, a heading without a code, a code no currency, or beside a currency column', () => {
    expect(currencyHeading(['Factures (HTG)', 'Avoirs (HTG)'], [])).toBeUndefined();
    expect(currencyHeading(['Factures (HTG)', 'Avoirs'], [])).toBeUndefined();
    expect(currencyHeading(['Groupe (ABC)', 'Groupe (XYZ)'], [])).toBeUndefined();
    expect(currencyHeading(['Factures (HTG)', 'Factures (USD)'], ['Date', 'Devise', 'Total'])).toBeUndefined();
  });
});

describe('mapping infer on a journal in sections by currency', () => {
  const SECTIONS = {
    french: {
      header: 'Date,N° facture,Fournisseur,Montant HT,TVA,Total TTC',
      headings: ['Factures en gourdes (HTG)', 'Factures en dollars US (USD)'],
      subtotal: 'Sous-total',
    },
    english: {
      header: 'Date,Invoice No.,Supplier,Net,VAT,Total',
      headings: ['Purchases in euros (EUR)', 'Purchases in US dollars (USD)'],
      subtotal: 'Subtotal',
    },
  };

  function writeCsv(language: keyof typeof SECTIONS): string {
    const { header, headings, subtotal } = SECTIONS[language];
    const rows = [header];
    headings.forEach((heading, s) => {
      rows.push(heading);
      let sum = 0;
      for (let i = 0; i < 4; i++) {
        const net = 1000 + s * 300 + i * 125;
        sum += net * 1.1;
        rows.push(`0${i + 1}/03/2024,F-${s}${i},Supplier ${s}${i} SA,${net},${net * 0.1},${net * 1.1}`);
      }
      rows.push(`${subtotal} ${heading.slice(-4, -1)},,,,,${sum.toFixed(2)}`);
    });
    const file = join(makeTempDir('currency-heading'), 'journal.csv');
    writeFileSync(file, `${rows.join('\n')}\n`);
    return file;
  }

  it.each(['french', 'english'] as const)(
    'carries the %s headings’ code and reads CurrencyCode from it',
    async (language) => {
      const mapping = parse(await inferMapping(writeCsv(language), {})) as {
        source: { headings?: { name: string; letter: string; matches: string }[] };
        invoice: Record<string, unknown>;
      };
      const heading = mapping.source.headings?.[0];
      expect(heading).toMatchObject({ letter: 'A' });
      expect(heading?.matches).toMatch(/\(\((?:HTG\|USD|EUR\|USD)\)\\\)\$$/);
      expect(mapping.invoice.CurrencyCode).toBe(heading?.name);
    },
  );
});
