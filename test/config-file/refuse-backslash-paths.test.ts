/**
 * Paths in the config file written with `\` (`data\journal.sqlite`, `keys\api.key`) are refused at
 * their line, saying to use `/`, where they named files with a backslash in their name.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfigFile } from '../../src/config-file/load-config-file.js';
import { configErrorOf } from '../helpers/config-error-of.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const PROFILE = 'profiles:\n  prod:\n    baseUrl: https://finance.example.com\n';

function load(text: string) {
  const file = join(makeTempDir('backslash-config'), 'invoice-batch.config.yaml');
  writeFileSync(file, text);
  return () => loadConfigFile(file);
}

describe('backslash paths in the config file', () => {
  it.each([
    ['journal', `journal: data\\journal.sqlite\n${PROFILE}`, 1, '"data/journal.sqlite"'],
    ['outDir', `${PROFILE}outDir: 'output\\results'\n`, 4, '"output/results"'],
    [
      'watch.rules.0.mapping',
      `${PROFILE}watch:\n  rules:\n    - match: "*.csv"\n      mapping: maps\\de.yaml\n`,
      7,
      '"maps/de.yaml"',
    ],
  ])('refuses %s at its line, saying what to write', (key, text, line, meant) => {
    const message = configErrorOf(load(text)).message;
    expect(message).toContain(`invoice-batch.config.yaml:${line}: ${key}: holds a backslash`);
    expect(message).toContain(`write paths with /: write ${meant}`);
  });

  it('refuses apiKeyFile without showing its value', () => {
    const message = configErrorOf(load(`${PROFILE}    apiKeyFile: keys\\crlf.key\n`)).message;
    expect(message).toContain('profiles.prod.apiKeyFile: holds a backslash');
    expect(message).not.toContain('crlf');
  });

  it('takes / paths and a PostgreSQL URL whose password holds a backslash', () => {
    expect(load(`journal: data/journal.sqlite\n${PROFILE}`)().config.journal).toBe('data/journal.sqlite');
    expect(load(`journal: 'postgres://u:p\\w@h/db'\n${PROFILE}`)().config.journal).toBe('postgres://u:p\\w@h/db');
  });
});
