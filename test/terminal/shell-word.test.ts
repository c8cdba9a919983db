/**
 * A path printed for the user to type back: read back unchanged by a real shell, a path holding a
 * carriage return (registered from a CRLF env file) included.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { shellWord } from '../../src/terminal/shell-word.js';

const readBack = (word: string) => execFileSync('bash', ['-c', `printf %s ${word}`], { encoding: 'utf8' });

describe('shellWord', () => {
  it.each([
    '/srv/ap/journal.sqlite',
    "/srv/ap/it's here.sqlite",
    '/srv/ap/journal.sqlite\r',
    "/srv/a\tb\\c'd\n\u0001.sqlite",
  ])('%j is read back unchanged by bash', (text) => {
    expect(readBack(shellWord(text))).toBe(text);
  });

  it('spells a carriage return as \\r, never as the character', () => {
    expect(shellWord('/srv/ap/journal.sqlite\r')).toBe("$'/srv/ap/journal.sqlite\\r'");
  });
});
