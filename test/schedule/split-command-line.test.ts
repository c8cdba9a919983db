import { describe, expect, it } from 'vitest';
import { splitCommandLine } from '../../src/schedule/split-command-line.js';

describe('splitCommandLine', () => {
  it('splits words on blanks', () => {
    expect(splitCommandLine('  reconcile   --json --concurrency 8 ')).toEqual({
      ok: true,
      argv: ['reconcile', '--json', '--concurrency', '8'],
    });
  });

  it('keeps quoted blanks and escaped characters', () => {
    expect(splitCommandLine(`watch "/srv/finance drop" --mapping 'maps/eu one.yaml' a\\ b "say \\"hi\\""`)).toEqual({
      ok: true,
      argv: ['watch', '/srv/finance drop', '--mapping', 'maps/eu one.yaml', 'a b', 'say "hi"'],
    });
  });

  it('keeps an empty quoted word', () => {
    expect(splitCommandLine(`status ''`)).toEqual({ ok: true, argv: ['status', ''] });
  });

  it('refuses an unclosed quote and an empty command', () => {
    expect(splitCommandLine('watch "drop')).toEqual({ ok: false, message: 'a double quote is not closed' });
    expect(splitCommandLine('   ')).toEqual({ ok: false, message: 'the command is empty' });
  });
});
