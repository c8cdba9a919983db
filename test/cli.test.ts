/** `--version` through the compiled CLI (build first: npx tsc -p .), and the changelog it points to. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCliProcess } from './helpers/run-cli.js';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

describe('invoice-batch --version', () => {
  it('prints the version of package.json and exits 0, before or after a command name', async () => {
    for (const args of [['--version'], ['upload', '--version']]) {
      const result = await runCliProcess(args);
      expect({ code: result.code, stdout: result.rawStdout, stderr: result.rawStderr }).toEqual({
        code: 0,
        stdout: `${pkg.version}\n`,
        stderr: '',
      });
    }
  });

  it('has an Unreleased section in CHANGELOG.md, in Keep a Changelog form', () => {
    const changelog = readFileSync(new URL('../CHANGELOG.md', import.meta.url), 'utf8');
    expect(changelog).toMatch(/^# Changelog\n/);
    expect(changelog).toContain('keepachangelog.com');
    expect(changelog).toMatch(/^## \[Unreleased\]$/m);
    expect(changelog).toMatch(/^### (Added|Changed|Fixed|Security)$/m);
  });
});
