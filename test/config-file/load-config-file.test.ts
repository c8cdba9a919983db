/**
 * A whole number past its key's limit, however far past (the trial wrote 99999999999999999999), is
 * refused with the key's own limit, not with the largest integer a double holds exactly.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfigFile } from '../../src/config-file/load-config-file.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const PROFILE = 'profiles:\n  p:\n    baseUrl: https://finance.example.com\n';
const BOUNDED = [
  { yaml: `${PROFILE}    timeoutMs: N\n`, max: '600000' },
  { yaml: `${PROFILE}    retry:\n      attempts: N\n`, max: '10' },
  { yaml: `${PROFILE}    retry:\n      maxDelayMs: N\n`, max: '300000' },
  { yaml: 'upload:\n  stopAfterRejections: N\n', max: '1000000' },
  { yaml: 'retention:\n  keepDays: N\n', max: '36500' },
  { yaml: 'reconcile:\n  concurrency: N\n', max: '64' },
  { yaml: 'watch:\n  pollMs: N\n', max: '2147483647' },
];

describe('a number past the limit of its config key', () => {
  it.each(BOUNDED.flatMap((key) => ['99999999999999999999', '1e300', '9007199254740993'].map((n) => ({ ...key, n }))))(
    '$n where at most $max is taken names $max',
    ({ yaml, max, n }) => {
      const file = join(makeTempDir('config-limit'), 'config.yaml');
      writeFileSync(file, yaml.replace('N', n));
      expect(() => loadConfigFile(file)).toThrow(new RegExp(`${max}(?!\\d)`));
      expect(() => loadConfigFile(file)).not.toThrow(/9007199254740991/);
    },
  );
});
