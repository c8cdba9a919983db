import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localIsoTime, logLinePrefix, stampLines } from '../../src/terminal/stamp-log-line.js';

const AT = new Date('2026-11-29T01:30:46.007Z');

describe('stampLines', () => {
  it('starts every line with the time and run, whatever the writes split, and keeps the text', () => {
    const chunk = fc.stringMatching(/^[a-z :\n]{0,12}$/);
    fc.assert(
      fc.property(fc.array(fc.tuple(chunk, fc.option(fc.nat(999), { nil: undefined }))), (writes) => {
        let out = '';
        const writer = stampLines(
          (text) => (out += text),
          () => AT,
        );
        let plain = '';
        for (const [text, runId] of writes) {
          writer.noteRun(runId);
          writer.write(text);
          plain += text;
        }
        const prefix = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.007[+-]\d\d:\d\d (run=\d+ )?/;
        const lines = out.split('\n').filter((line, i, all) => i < all.length - 1 || line !== '');
        for (const line of lines) expect(line).toMatch(prefix);
        // Only the empty lines are left out (they end a terminal's progress line).
        const kept = lines.map((line) => line.replace(prefix, '')).join('\n');
        expect(kept).toBe(plain.replace(/^\n+/, '').replace(/\n+/g, '\n').replace(/\n$/, ''));
      }),
    );
  });

  it('names the run noted, none before', () => {
    let out = '';
    const writer = stampLines(
      (text) => (out += text),
      () => AT,
    );
    writer.write('a\n');
    writer.noteRun(42);
    writer.write('b\nc\n');
    expect(out.split('\n').map((line) => line.replace(/^\S+ /, ''))).toEqual(['a', 'run=42 b', 'run=42 c', '']);
  });
});

describe('localIsoTime', () => {
  it('is the same instant as the one given, in any offset', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1971-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (at) => {
        expect(new Date(localIsoTime(at)).getTime()).toBe(at.getTime());
        expect(logLinePrefix(at, 7)).toBe(`${localIsoTime(at)} run=7 `);
      }),
    );
  });
});
