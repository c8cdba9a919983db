/**
 * The fourth held-out set judges `mapping infer` only if its reference mappings are right: each
 * reads its layout's file with every invoice valid (the sums, dates and payees checked as
 * `validate` checks them), each layout is of a system no other set holds, and each file holds at
 * least 8 invoices and at most 40 lines, the size of a plausible export. Infer itself is not run
 * here: the set must not be tuned on.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORPUS_LAYOUTS } from '../../bench/infer-corpus/corpus-layouts.js';
import { HELD_OUT_LAYOUTS } from '../../bench/infer-held-out/held-out-layouts.js';
import { FRESH_HELD_OUT_LAYOUTS } from '../../bench/infer-held-out-fresh/fresh-held-out-layouts.js';
import { THIRD_HELD_OUT_LAYOUTS } from '../../bench/infer-held-out-third/third-held-out-layouts.js';
import {
  FOURTH_HELD_OUT_LAYOUTS,
  FOURTH_HELD_OUT_REFERENCE_DIR,
} from '../../bench/infer-held-out-fourth/fourth-held-out-layouts.js';
import { validateFile } from '../../src/batch/validate-file.js';
import { parseMapping } from '../../src/mapping/load-mapping.js';
import { makeTempDir } from '../helpers/temp-dir.js';

/**
 * Invoices each layout's writer puts in its file (the count it asks corpusInvoices for): a
 * reference that read payments, headings, totals or tax rows as invoices would read more.
 */
const WRITTEN: Readonly<Record<string, number>> = {
  'fiken-kjop': 14,
  'procountor-ostolaskut': 12,
  'visma-eaccounting-leverantorsfakturor': 13,
  'yardi-payable-register': 11,
  'cegid-factures-fournisseurs': 9,
  'fatture-in-cloud-acquisti': 12,
  'wave-bills': 10,
  'jd-edwards-supplier-ledger': 15,
};

/**
 * Invoice_Amount per currency of the layouts with credit notes, added up from each file by hand
 * (a credit note negative whichever way its file writes it): a reference that posted a credit note
 * as an invoice would still be valid, but would read another total.
 */
const SIGNED_TOTALS: Readonly<Record<string, Record<string, string>>> = {
  'procountor-ostolaskut': { EUR: '21675.8200' },
  'cegid-factures-fournisseurs': { EUR: '13498.9800' },
  'fatture-in-cloud-acquisti': { EUR: '40707.1300' },
  'jd-edwards-supplier-ledger': { EUR: '21754.8400', USD: '20766.7400' },
};

/** The system a layout imitates: the first word of its name, or two for the names of two words. */
const systemOf = (name: string) => {
  const two = ['sage-x3', 'conta-azul', 'dynamics-gp', 'fatture-in', 'jd-edwards'].find((s) => name.startsWith(s));
  return two ?? name.split('-')[0]!;
};

describe('the fourth held-out set', () => {
  it('holds at least 6 layouts, each of a system no other set holds, each with a reference', () => {
    expect(FOURTH_HELD_OUT_LAYOUTS.length).toBeGreaterThanOrEqual(6);
    const others = new Set(
      [...CORPUS_LAYOUTS, ...HELD_OUT_LAYOUTS, ...FRESH_HELD_OUT_LAYOUTS, ...THIRD_HELD_OUT_LAYOUTS].map((l) =>
        systemOf(l.name),
      ),
    );
    const systems = FOURTH_HELD_OUT_LAYOUTS.map((l) => systemOf(l.name));
    expect(systems.filter((s) => others.has(s))).toEqual([]);
    expect(new Set(systems).size).toBe(systems.length);
    const references = readdirSync(FOURTH_HELD_OUT_REFERENCE_DIR).map((f) => f.replace(/\.yaml$/, ''));
    expect(references.sort()).toEqual(FOURTH_HELD_OUT_LAYOUTS.map((l) => l.name).sort());
  });

  it.each(FOURTH_HELD_OUT_LAYOUTS.map((l) => [l.name, l] as const))(
    '%s: the reference reads each invoice of the file once, all valid',
    async (name, layout) => {
      const file = await layout.write(makeTempDir('fourth-held-out'));
      const yaml = readFileSync(join(FOURTH_HELD_OUT_REFERENCE_DIR, `${name}.yaml`), 'utf8');
      const { summary } = await validateFile(file, await parseMapping(yaml, `${name}.yaml`), {
        knownAdvertisers: layout.advertisers,
        knownAdvertisersFetchedAt: '2024-02-01T00:00:00Z',
      });
      expect(summary.invoices).toBe(WRITTEN[name]);
      expect(summary.invoices).toBeGreaterThanOrEqual(8);
      expect(summary.lines).toBeLessThanOrEqual(40);
      expect(summary).toMatchObject({ valid: summary.invoices, invalid: 0, problems: 0 });
      if (SIGNED_TOTALS[name]) expect(summary.totals).toEqual(SIGNED_TOTALS[name]);
    },
  );
});
