import { describe, expect, it } from 'vitest';
import { detectDelimiter } from '../../../src/sheets/csv/detect-delimiter.js';
import { skipLines } from '../../../src/sheets/csv/skip-lines.js';
import { firstInvalidUtf8, incompleteUtf8Tail } from '../../../src/sheets/csv/utf8-scan.js';
import { detectBom } from '../../../src/sheets/csv/utf8-bytes.js';
import { sniffBytes } from '../../../src/sheets/sniff-file-type.js';

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

async function* from<T>(items: T[]): AsyncGenerator<T> {
  yield* items;
}

describe('detectDelimiter', () => {
  it('picks the candidate that splits lines consistently', () => {
    expect(detectDelimiter('Nr;Betrag\n1;1,50\n2;2,50\n', true)).toBe(';');
    expect(detectDelimiter('a,b,c\n1,2,3\n', true)).toBe(',');
    expect(detectDelimiter('a\tb, c\n1\t2\n', true)).toBe('\t');
    expect(detectDelimiter('a|b\n1|2', true)).toBe('|');
  });

  it('does not count delimiters inside quotes, even across quoted newlines', () => {
    expect(detectDelimiter('"x;y\n;z";b;c\n1;2;3\n', true)).toBe(';');
    expect(detectDelimiter('"a;b;c",d\n"1;2;3",4\n', true)).toBe(',');
  });

  it('ignores an unfinished last line and falls back to a comma when nothing splits', () => {
    expect(detectDelimiter('a;b\n1;2\n3,4,5,6,7', false)).toBe(';');
    expect(detectDelimiter('single\ncolumn\n', true)).toBe(',');
  });
});

describe('UTF-8 scanning', () => {
  it('finds the first byte that starts an invalid sequence', () => {
    expect(firstInvalidUtf8(Buffer.from('Café €'), true)).toBe(-1);
    expect(firstInvalidUtf8(Buffer.from([0x61, 0xe9, 0x62]), true)).toBe(1);
    expect(firstInvalidUtf8(Buffer.from([0x61, 0xc0, 0x80]), true)).toBe(1);
    expect(firstInvalidUtf8(Buffer.from([0xed, 0xa0, 0x80]), true)).toBe(0);
    expect(firstInvalidUtf8(Buffer.from([0x61, 0xe2, 0x82]), false)).toBe(-1);
    expect(firstInvalidUtf8(Buffer.from([0x61, 0xe2, 0x82]), true)).toBe(1);
  });

  it('measures a character cut off at the end of a chunk', () => {
    expect(incompleteUtf8Tail(Buffer.from([0x61, 0xe2, 0x82]))).toBe(2);
    expect(incompleteUtf8Tail(Buffer.from([0x61, 0xe2, 0x82, 0xac]))).toBe(0);
    expect(incompleteUtf8Tail(Buffer.from([0xf0, 0x9f, 0x98]))).toBe(3);
    expect(incompleteUtf8Tail(Buffer.from('abc'))).toBe(0);
  });

  it('recognizes byte-order marks', () => {
    expect(detectBom(Buffer.from([0xef, 0xbb, 0xbf, 0x61]))).toEqual({ encoding: 'utf-8', length: 3 });
    expect(detectBom(Buffer.from([0xff, 0xfe, 0x61, 0x00]))).toEqual({ encoding: 'utf-16le', length: 2 });
    expect(detectBom(Buffer.from([0xfe, 0xff, 0x00, 0x61]))).toEqual({ encoding: 'utf-16be', length: 2 });
    expect(detectBom(Buffer.from('abc'))).toBeUndefined();
  });
});

describe('preamble lines', () => {
  it('skips physical lines across chunk boundaries', async () => {
    const chunks = ['title "x\nse', 'cond\nhead', 'er\n1'].map((text) => Buffer.from(text));
    expect(Buffer.concat(await collect(skipLines(from(chunks), 2))).toString()).toBe('header\n1');
    expect(await collect(skipLines(from([Buffer.from('only\n')]), 3))).toEqual([]);
  });

  it('ends a preamble line at CRLF, LF or a lone CR, also with CRLF split between chunks', async () => {
    const chunks = ['title\r', '\nsecond\rthird\r\nhead', 'er\r\n1'].map((text) => Buffer.from(text));
    expect(Buffer.concat(await collect(skipLines(from(chunks), 3))).toString()).toBe('header\r\n1');
    const split = ['one\r', '\nheader\n'].map((text) => Buffer.from(text));
    expect(Buffer.concat(await collect(skipLines(from(split), 1))).toString()).toBe('header\n');
  });
});

describe('sniffBytes', () => {
  it('tells text, zip, old xls, pdf and binary apart', () => {
    expect(sniffBytes(Buffer.from('a;b\r\n1;2\r\n'))).toBe('text');
    expect(sniffBytes(Buffer.from([0xff, 0xfe, 0x61, 0x00]))).toBe('text');
    expect(sniffBytes(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14]))).toBe('zip');
    expect(sniffBytes(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe('xls');
    expect(sniffBytes(Buffer.from('%PDF-1.7'))).toBe('pdf');
    expect(sniffBytes(Buffer.from([0x61, 0x00, 0x62]))).toBe('binary');
    expect(sniffBytes(Buffer.alloc(0))).toBe('empty');
  });
});
