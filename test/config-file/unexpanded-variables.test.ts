/**
 * Config values are used as written: a `${VAR}` or `$VAR` that a site writes expecting the shell's
 * or Docker Compose's expansion would be sent as is (a base URL with `${HOST}` in it, a journal
 * path with `$HOME`), so it is refused at its line, naming what to do instead.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadConfigFile } from '../../src/config-file/load-config-file.js';
import { ConfigError } from '../../src/errors.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const PLACES = [
  (v: string) => `profiles:\n  p:\n    baseUrl: "${v}"\n`,
  (v: string) => `profiles:\n  p:\n    baseUrl: https://finance.example.com\n    apiKeyFile: "${v}"\n`,
  (v: string) => `journal: "${v}"\n`,
  (v: string) => `outDir: "${v}"\n`,
];

const variableName = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,20}$/);
/** The ways deployment files write a variable: ${VAR}, ${VAR:-default}, $VAR, inside a longer value. */
const written = fc.tuple(
  variableName,
  fc.constantFrom('${N}', '${N:-x}', '$N', 'https://${N}/api', '${N}/journal.sqlite', '/srv/$N/out'),
);

function loadWith(yaml: string): unknown {
  const file = join(makeTempDir('config-variables'), 'config.yaml');
  writeFileSync(file, yaml);
  try {
    return loadConfigFile(file);
  } catch (error) {
    return error;
  }
}

describe('a variable written in a config value', () => {
  it('is refused at its line, named, with what to do instead', () => {
    fc.assert(
      fc.property(written, fc.constantFrom(...PLACES), ([name, form], place) => {
        const value = form.replace('N', name);
        const outcome = loadWith(place(value));
        expect(outcome).toBeInstanceOf(ConfigError);
        const message = (outcome as Error).message;
        expect(message).toMatch(/config\.yaml:\d+/);
        expect(message).toContain(value.match(/\$\{[^}]*\}|\$[A-Za-z_][A-Za-z0-9_]*/)?.[0]);
        expect(message).toMatch(/not expanded/);
      }),
      { numRuns: 60 },
    );
  });

  it('leaves a dollar that names no variable as written', () => {
    for (const value of ['/srv/costs$/out', '/srv/$5/out', '/srv/a$/journal.sqlite']) {
      const outcome = loadWith(`outDir: "${value}"\n`);
      expect(outcome).not.toBeInstanceOf(Error);
      expect((outcome as { config: { outDir?: string } }).config.outDir).toBe(value);
    }
  });
});
