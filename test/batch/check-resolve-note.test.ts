/**
 * The note kept with a resolution: over odd strings, a note with any control character (C0, DEL,
 * C1, line separators, bidi controls) is refused naming where it is; any other one-line note of up to
 * 200 characters is kept; a longer one, an empty one, or one holding the API key is refused.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOTE_MAX_LENGTH, noteDetail, resolveNoteProblem } from '../../src/batch/check-resolve-note.js';

// The characters the terminal escapes, written out here rather than taken from the code under test.
const CONTROLS = [
  ...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)),
  ...Array.from({ length: 33 }, (_, i) => String.fromCharCode(0x7f + i)),
  '\u2028',
  '\u2029',
  '\u200e',
  '\u200f',
  '\u202a',
  '\u202e',
  '\u2066',
  '\u2069',
];
const isControl = (char: string) => CONTROLS.includes(char) || /[\u202a-\u202e\u2066-\u2069]/.test(char);
/** Any code point but a control: letters of every script, emoji, quotes, backslashes, percent signs. */
const PLAIN = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }).filter((text) => ![...text].some(isControl));
const KEY = 'sk-live-4f9a8b7c6d5e';

describe('resolveNoteProblem', () => {
  it('keeps any one-line plain note of up to 200 characters, as given', () => {
    fc.assert(
      fc.property(PLAIN, (text) => {
        fc.pre(text.trim() !== '' && [...text.trim()].length <= NOTE_MAX_LENGTH);
        expect(resolveNoteProblem(text, [KEY])).toBeUndefined();
        expect(JSON.parse(noteDetail(text).replace(/^; note: /, ''))).toBe(text.trim());
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a note holding any control character, naming it and where', () => {
    fc.assert(
      fc.property(PLAIN, fc.constantFrom(...CONTROLS), fc.nat(), (text, control, at) => {
        const chars = [...`x${text}`];
        const place = 1 + (at % chars.length);
        chars.splice(place, 0, control);
        const note = `${chars.join('')}y`;
        expect(resolveNoteProblem(note)).toMatch(/^the note holds a control character \(\\.+ at character \d+\)/);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses an empty note, one longer than 200 characters, and one holding the API key', () => {
    expect(resolveNoteProblem('   ')).toMatch(/empty/);
    expect(resolveNoteProblem('é'.repeat(NOTE_MAX_LENGTH))).toBeUndefined();
    expect(resolveNoteProblem('é'.repeat(NOTE_MAX_LENGTH + 1))).toBe(
      'the note is 201 characters long; at most 200 are kept',
    );
    const refused = resolveNoteProblem(`checked with key ${KEY} in the portal`, [undefined, KEY]);
    expect(refused).toMatch(/holds the API key/);
    expect(refused).not.toContain(KEY);
    // A short key would refuse ordinary words: only a real key's length counts.
    expect(resolveNoteProblem('see the ledger', ['see'])).toBeUndefined();
  });
});
