/** `--help`'s exit codes and the README's list name the same codes, each for the same causes. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXIT_CODE_EPILOGUE } from '../../src/commands/exit-code-epilogue.js';
import { repoFile } from '../helpers/sample-folder.js';

const readme = readFileSync(repoFile('README.md'), 'utf8');
const list = readme.slice(readme.indexOf('**Exit codes**'), readme.indexOf('## How "exactly once" works'));
const codes = (text: string) => [...new Set([...text.matchAll(/\b(0|1|2|75|1[2-4]\d)\b/g)].map((m) => m[1]))].sort();

/** Words each cause is told by: wherever one list names it, the other must too. */
const CAUSES = ['reconcile', 'locked', 'SIGTERM', 'SIGQUIT', 'SIGHUP', 'Ctrl-C', 'deadline', 'usage', 'configuration'];

describe('the exit codes', () => {
  it('are the same codes in --help and the README', () => {
    expect(codes(list)).toEqual(codes(EXIT_CODE_EPILOGUE));
  });

  it.each(CAUSES)('name %s in both or in neither', (cause) => {
    expect(EXIT_CODE_EPILOGUE.includes(cause)).toBe(list.includes(cause));
  });
});
