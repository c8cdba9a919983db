/**
 * `node dist/bench/score-infer.js [--verbose]`: scores `mapping infer` on the corpus of public
 * export layouts (bench/infer-corpus) and prints one row per layout, then precision and recall.
 * `--verbose` also prints every wrong and missing key. The same figures are a row of `npm run bench`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { formatCorpusScore } from './infer-corpus/format-corpus-score.js';
import { scoreCorpus } from './infer-corpus/score-corpus.js';

const dir = mkdtempSync(join(os.tmpdir(), 'invoice-batch-infer-corpus-'));
try {
  const score = await scoreCorpus(dir);
  process.stdout.write(`${formatCorpusScore(score, process.argv.includes('--verbose'))}\n`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
