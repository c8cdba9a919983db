/**
 * `node dist/bench/score-infer.js [--verbose]`: scores `mapping infer` on the tuning corpus of
 * public export layouts (bench/infer-corpus) and, apart, on each held-out set of systems the sets
 * before it never held (infer-held-out-sets.ts): one row per layout, then precision and recall of
 * each set. `--verbose` also prints every wrong and missing key. The same figures are rows of `npm run bench`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { formatCorpusScore } from './infer-corpus/format-corpus-score.js';
import { scoreCorpus } from './infer-corpus/score-corpus.js';
import { HELD_OUT_SETS, heldOutHeading } from './infer-held-out-sets.js';

const dir = mkdtempSync(join(os.tmpdir(), 'invoice-batch-infer-corpus-'));
const verbose = process.argv.includes('--verbose');
try {
  const tuning = await scoreCorpus(dir);
  const blocks = [
    formatCorpusScore(tuning, verbose, 'Tuning corpus (bench/infer-corpus): infer was designed on these', {
      precision: 98,
      recall: 85,
    }),
  ];
  for (const set of HELD_OUT_SETS) {
    const score = await scoreCorpus(dir, set.layouts, set.referenceDir);
    blocks.push(formatCorpusScore(score, verbose, heldOutHeading(set), { precision: 97, recall: 80 }));
  }
  process.stdout.write(`${blocks.join('\n\n')}\n`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
