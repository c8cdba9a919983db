import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DANGEROUS_KEYS, scoreCorpus, type CorpusScore } from '../../../bench/infer-corpus/score-corpus.js';
import { CORPUS_LAYOUTS } from '../../../bench/infer-corpus/corpus-layouts.js';
import { HELD_OUT_LAYOUTS, HELD_OUT_REFERENCE_DIR } from '../../../bench/infer-held-out/held-out-layouts.js';

describe('the held-out set of mapping infer', () => {
  let dir: string;
  let score: CorpusScore;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'infer-held-out-'));
    score = await scoreCorpus(dir, HELD_OUT_LAYOUTS, HELD_OUT_REFERENCE_DIR);
  }, 90_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('holds at least four layouts, none of them a layout of the tuning corpus', () => {
    expect(HELD_OUT_LAYOUTS.length).toBeGreaterThanOrEqual(4);
    const tuning = new Set(CORPUS_LAYOUTS.map((l) => l.name));
    for (const layout of HELD_OUT_LAYOUTS) expect(tuning.has(layout.name), layout.name).toBe(false);
  });

  it('has reference mappings that read every invoice of their layout as valid', () => {
    for (const layout of score.layouts) {
      expect(layout.reference, layout.name).toMatchObject({ valid: expect.any(Number) });
      const counts = layout.reference as { invoices: number; valid: number };
      expect(counts.invoices, layout.name).toBeGreaterThanOrEqual(40);
      expect(counts.valid, layout.name).toBe(counts.invoices);
    }
  });

  it('proposes no wrong PayeeId, Invoice_Number, Invoice_Amount, Amount or Tax that is not commented out', () => {
    const wrong = score.layouts.flatMap((l) =>
      l.keys
        .filter((k) => k.verdict === 'wrong' && DANGEROUS_KEYS.includes(k.key))
        .map((k) => `${l.name} ${k.key}: ${k.proposed}`),
    );
    expect(wrong).toEqual([]);
    expect(score.dangerous).toBe(0);
  });
});
