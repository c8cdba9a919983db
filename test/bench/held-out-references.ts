/**
 * Test helper: the checks that make a held-out set of `mapping infer` a fair judge, for each set's
 * test. Its references must be right: each reads its layout's file with every invoice valid (sums,
 * dates and payees checked as `validate` checks them) and exactly the invoices the writer put in;
 * each layout is of a system no earlier set holds; each file holds at least 8 invoices and at most
 * 40 lines, the size of a plausible export. Infer itself is not run: the set must not be tuned on.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CorpusLayout } from '../../bench/infer-corpus/corpus-files.js';
import { CORPUS_LAYOUTS } from '../../bench/infer-corpus/corpus-layouts.js';
import { HELD_OUT_SETS } from '../../bench/infer-held-out-sets.js';
import { validateFile } from '../../src/batch/validate-file.js';
import { parseMapping } from '../../src/mapping/load-mapping.js';
import { makeTempDir } from '../helpers/temp-dir.js';

/** The system a layout imitates: the first word of its name, or two for the names of two words. */
const systemOf = (name: string): string => {
  const two = ['sage-x3', 'conta-azul', 'dynamics-gp', 'fatture-in', 'jd-edwards'].find((s) => name.startsWith(s));
  return two ?? name.split('-')[0]!;
};

export interface HeldOutReferences {
  /** `third`, `fourth`: the set's name in the test titles. */
  name: string;
  layouts: readonly CorpusLayout[];
  referenceDir: string;
  minLayouts: number;
  /** Invoices each layout's writer puts in its file: a reference reading payments, headings or totals reads more. */
  written: Readonly<Record<string, number>>;
  /** Invoice_Amount per currency, a credit note negative, of the layouts that hold credit notes. */
  signedTotals?: Readonly<Record<string, Record<string, string>>>;
}

/** The layouts of the corpus and of every set HELD_OUT_SETS lists before this one. */
function earlierLayouts(layouts: readonly CorpusLayout[]): readonly CorpusLayout[] {
  const index = HELD_OUT_SETS.findIndex((s) => s.layouts === layouts);
  // Without its entry the set would be checked against no earlier set, and pass whatever it repeats.
  if (index < 0) throw new Error('a held-out set needs its entry in bench/infer-held-out-sets.ts');
  return [...CORPUS_LAYOUTS, ...HELD_OUT_SETS.slice(0, index).flatMap((s) => s.layouts)];
}

export function describeHeldOutReferences(set: HeldOutReferences): void {
  const earlier = earlierLayouts(set.layouts);
  describe(`the ${set.name} held-out set`, () => {
    it(`holds at least ${set.minLayouts} layouts, each of a system no other set holds, each with a reference`, () => {
      expect(set.layouts.length).toBeGreaterThanOrEqual(set.minLayouts);
      const others = new Set(earlier.map((l) => systemOf(l.name)));
      const systems = set.layouts.map((l) => systemOf(l.name));
      expect(systems.filter((s) => others.has(s))).toEqual([]);
      expect(new Set(systems).size).toBe(systems.length);
      const references = readdirSync(set.referenceDir).map((f) => f.replace(/\.yaml$/, ''));
      expect(references.sort()).toEqual(set.layouts.map((l) => l.name).sort());
    });

    it.each(set.layouts.map((l) => [l.name, l] as const))(
      '%s: the reference reads each invoice of the file once, all valid',
      async (name, layout) => {
        const file = await layout.write(makeTempDir(`${set.name}-held-out`));
        const yaml = readFileSync(join(set.referenceDir, `${name}.yaml`), 'utf8');
        const { summary } = await validateFile(file, await parseMapping(yaml, `${name}.yaml`), {
          knownAdvertisers: layout.advertisers,
          knownAdvertisersFetchedAt: '2024-02-01T00:00:00Z',
        });
        expect(summary.invoices).toBe(set.written[name]);
        expect(summary.invoices).toBeGreaterThanOrEqual(8);
        expect(summary.lines).toBeLessThanOrEqual(40);
        expect(summary).toMatchObject({ valid: summary.invoices, invalid: 0, problems: 0 });
        const signed = set.signedTotals?.[name];
        if (signed) expect(summary.totals).toEqual(signed);
      },
    );
  });
}
