/**
 * `upload.journalWaitMs` in the config file and INVOICE_BATCH_JOURNAL_WAIT_MS obey one rule: a value
 * one accepts the other accepts, and one refused is refused by both in the same words.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveSettings } from '../../src/settings.js';
import { makeTempDir } from '../helpers/temp-dir.js';

type Outcome = { wait: number } | { refused: string };

function outcome(run: () => { upload: { journalWaitMs: number } }): Outcome {
  try {
    return { wait: run().upload.journalWaitMs };
  } catch (error) {
    return { refused: error instanceof Error ? error.message : String(error) };
  }
}

const VALUES = [-1, 0, 1, 99, 100, 60_000, 600_000, 600_001, 3_600_000, 3_600_001, 10 ** 12];

describe('the journal wait', () => {
  it.each(VALUES)('%d is accepted or refused alike from the config file and the environment', (value) => {
    const cwd = makeTempDir('journal-wait');
    writeFileSync(join(cwd, 'invoice-batch.config.yaml'), `upload:\n  journalWaitMs: ${value}\n`);
    const fromFile = outcome(() => resolveSettings({}, {}, cwd));
    const fromEnv = outcome(() =>
      resolveSettings({}, { INVOICE_BATCH_JOURNAL_WAIT_MS: String(value) }, makeTempDir('journal-wait-env')),
    );
    if ('wait' in fromFile) {
      expect(fromEnv).toEqual({ wait: value });
      expect(fromFile).toEqual({ wait: value });
      return;
    }
    expect(fromEnv).toHaveProperty('refused');
    const range = /expected a whole number of milliseconds from (\d+) to (\d+)/;
    const fileRange = range.exec(fromFile.refused);
    const envRange = range.exec('refused' in fromEnv ? fromEnv.refused : '');
    expect(fileRange, fromFile.refused).not.toBeNull();
    expect(envRange?.slice(1)).toEqual(fileRange?.slice(1));
    expect(fromFile.refused).not.toMatch(/Too (big|small)/);
  });
});
