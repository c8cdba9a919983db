import { describe, expect, it } from 'vitest';
import { rewritesLinesInPlace } from '../../src/terminal/rewrites-lines-in-place.js';

describe('rewritesLinesInPlace', () => {
  it.each([
    [true, 'xterm-256color', true],
    [true, 'screen', true],
    [true, 'vt100', true],
    [true, undefined, true],
    [true, 'dumb', false],
    [false, 'xterm-256color', false],
    [undefined, 'xterm', false],
    [false, 'dumb', false],
  ])('a terminal %s with TERM=%s rewrites its progress line: %s', (isTTY, term, expected) => {
    expect(rewritesLinesInPlace(isTTY, term)).toBe(expected);
  });
});
