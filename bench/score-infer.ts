/**
 * `node dist/bench/score-infer.js [--verbose]`: scores `mapping infer` on the tuning corpus of
 * public export layouts (bench/infer-corpus) and, apart, on the held-out set of systems the corpus
 * never held (bench/infer-held-out) and on the fresh held-out set written after infer was tuned on
 * the first (bench/infer-held-out-fresh), and on the third held-out set written while infer was tuned
 * on the fresh one (bench/infer-held-out-third), and on the fourth held-out set written while infer was
 * tuned on the third (bench/infer-held-out-fourth): one row per layout, then precision and recall of each set.
 * `--verbose` also prints every wrong and missing key. The same figures are rows of `npm run bench`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { formatCorpusScore } from './infer-corpus/format-corpus-score.js';
import { scoreCorpus } from './infer-corpus/score-corpus.js';
import { HELD_OUT_LAYOUTS, HELD_OUT_REFERENCE_DIR } from './infer-held-out/held-out-layouts.js';
import { FRESH_HELD_OUT_LAYOUTS, FRESH_HELD_OUT_REFERENCE_DIR } from './infer-held-out-fresh/fresh-held-out-layouts.js';
import { THIRD_HELD_OUT_LAYOUTS, THIRD_HELD_OUT_REFERENCE_DIR } from './infer-held-out-third/third-held-out-layouts.js';
import {
  FOURTH_HELD_OUT_LAYOUTS,
  FOURTH_HELD_OUT_REFERENCE_DIR,
} from './infer-held-out-fourth/fourth-held-out-layouts.js';

const dir = mkdtempSync(join(os.tmpdir(), 'invoice-batch-infer-corpus-'));
const verbose = process.argv.includes('--verbose');
try {
  const tuning = await scoreCorpus(dir);
  const heldOut = await scoreCorpus(dir, HELD_OUT_LAYOUTS, HELD_OUT_REFERENCE_DIR);
  const fresh = await scoreCorpus(dir, FRESH_HELD_OUT_LAYOUTS, FRESH_HELD_OUT_REFERENCE_DIR);
  const third = await scoreCorpus(dir, THIRD_HELD_OUT_LAYOUTS, THIRD_HELD_OUT_REFERENCE_DIR);
  const fourth = await scoreCorpus(dir, FOURTH_HELD_OUT_LAYOUTS, FOURTH_HELD_OUT_REFERENCE_DIR);
  process.stdout.write(
    `${formatCorpusScore(tuning, verbose, 'Tuning corpus (bench/infer-corpus): infer was designed on these', { precision: 98, recall: 85 })}\n\n`,
  );
  process.stdout.write(
    `${formatCorpusScore(heldOut, verbose, 'Held-out set (bench/infer-held-out): systems the corpus never held, never tuned on', { precision: 97, recall: 80 })}\n\n`,
  );
  process.stdout.write(
    `${formatCorpusScore(fresh, verbose, 'Fresh held-out set (bench/infer-held-out-fresh): systems neither set held, written after infer was tuned on the first held-out set', { precision: 97, recall: 80 })}\n\n`,
  );
  process.stdout.write(
    `${formatCorpusScore(third, verbose, 'Third held-out set (bench/infer-held-out-third): systems none of the other sets held, written while infer was tuned on the fresh set', { precision: 97, recall: 80 })}\n\n`,
  );
  process.stdout.write(
    `${formatCorpusScore(fourth, verbose, 'Fourth held-out set (bench/infer-held-out-fourth): systems none of the other sets held, written while infer was tuned on the third set', { precision: 97, recall: 80 })}\n`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
