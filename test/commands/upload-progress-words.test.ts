/**
 * The progress line counts in the summary's words: invoices never handed to the finance system are
 * "not sent" there as in the summary after it, not "failed".
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Word and count of each `word N` the text lists, from a progress line or the summary's count lines. */
const countsIn = (text: string, pattern: RegExp) =>
  Object.fromEntries([...text.matchAll(pattern)].map((match) => [match[1], Number(match[2])]));

describe('upload progress', () => {
  it('counts the invoices refused before sending as not sent, as the summary does', async () => {
    const cwd = makeTempDir('upload-progress-words');
    // Invoices larger than the gateway takes are never sent: "not sent" in the summary.
    writeFileSync(
      join(cwd, 'invoice-batch.config.yaml'),
      'profiles:\n  sandbox:\n    gateway:\n      maxRequestBytes: 1000\n',
    );
    const file = join(ROOT, 'samples/canonical.xlsx');
    const mapping = join(ROOT, 'mappings/canonical.yaml');
    const args = ['upload', file, '--mapping', mapping, '--journal', join(cwd, 'j.sqlite'), '--out', cwd];
    const result = await runCliInProcess(args, { cwd });
    expect(result.code, result.stderr).toBe(1);

    const summary = countsIn(result.stdout, /^ {2}(created|skipped|rejected|failed|not sent|in doubt) +(\d+)$/gm);
    expect(summary['not sent']).toBeGreaterThan(0);
    const last = result.stderr
      .split('\n')
      .filter((line) => /^canonical\.xlsx: \d+\/\d+ /.test(line))
      .at(-1);
    expect(last, result.stderr).toBeDefined();
    const progress = countsIn(last!, /(created|skipped|rejected|failed|not sent|in doubt) (\d+)/g);
    expect(progress).toEqual(summary);
  });
});
