/** --help through the compiled CLI (build first: npx tsc -p .): yargs prints it, so a child process reads it. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/run-cli.js';
import { makeTempDir } from '../helpers/temp-dir.js';

/** The help text with yargs' line wrapping undone. */
const unwrapped = (text: string) => text.replace(/\s+/g, ' ');

describe('shared flags in --help', () => {
  it("says the default profile is the config's defaultProfile, not always sandbox", async () => {
    const cwd = makeTempDir('help-default-profile');
    writeFileSync(
      join(cwd, 'invoice-batch.config.yaml'),
      'defaultProfile: acme\nprofiles:\n  acme:\n    baseUrl: https://acme.example\n',
    );
    for (const command of ['upload', 'reconcile', 'journal']) {
      const { code, stdout } = await runCliProcess([command, '--help'], { cwd });
      expect(code).toBe(0);
      const help = unwrapped(stdout);
      expect(help).toContain('--profile');
      expect(help).not.toContain('(default "sandbox")');
      expect(help).toContain('Profile of the config file (default: the config\'s defaultProfile, else "sandbox")');
    }
  });
});
