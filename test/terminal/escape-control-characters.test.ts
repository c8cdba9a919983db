import { describe, expect, it } from 'vitest';
import {
  escapeControlCharacters,
  escapeMessageLines,
  printableJson,
} from '../../src/terminal/escape-control-characters.js';

describe('escapeControlCharacters', () => {
  it('shows ESC and OSC sequences, bells and C1 controls as escapes instead of sending them to the terminal', () => {
    expect(escapeControlCharacters('\u001b[2J\u001b]0;pwned\u0007ok')).toBe('\\e[2J\\e]0;pwned\\u0007ok');
    expect(escapeControlCharacters('a\u009b31mb\u007f')).toBe('a\\u009b31mb\\u007f');
  });

  it('writes CR and LF as \\r and \\n, so server text cannot fake a line of the summary', () => {
    expect(escapeControlCharacters('rejected\r\n  created   50')).toBe('rejected\\r\\n  created   50');
  });

  it('escapes bidirectional overrides and line separators, and leaves other text alone', () => {
    expect(escapeControlCharacters('abc\u202Edef\u2028')).toBe('abc\\u202edef\\u2028');
    expect(escapeControlCharacters('Müller & Söhne GmbH · 1.234,50 € 日本')).toBe(
      'Müller & Söhne GmbH · 1.234,50 € 日本',
    );
  });

  it('keeps JSON text valid JSON with the same value', () => {
    const json = JSON.stringify({ m: 'x\u009by\u202e' });
    expect(JSON.parse(escapeControlCharacters(json))).toEqual({ m: 'x\u009by\u202e' });
  });

  it('prints JSON, indented or not, with C1 and bidi controls escaped and the same value', () => {
    const value = { m: 'a\u009b2Jb\u202e', n: ['\u001b]0;x\u0007'] };
    for (const indent of [undefined, 2]) {
      const text = printableJson(value, indent);
      expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/);
      expect(JSON.parse(text)).toEqual(value);
    }
    expect(printableJson({ a: 1 }, 2)).toBe('{\n  "a": 1\n}');
  });
});

describe('escapeMessageLines', () => {
  it('keeps the line breaks a message is written with and escapes every other control character', () => {
    expect(escapeMessageLines('a.yaml:8:3: unknown key\n  a.yaml:12:3: unknown key')).toBe(
      'a.yaml:8:3: unknown key\n  a.yaml:12:3: unknown key',
    );
    expect(escapeMessageLines('x\r\u001b[2J\u202e\n  y\u0007')).toBe('x\\r\\e[2J\\u202e\n  y\\u0007');
  });
});
