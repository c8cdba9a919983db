import { describe, expect, it } from 'vitest';
import { splitCsvRecords, type CsvRecord } from '../../../src/report/annotated-copy/split-csv-records.js';

async function split(text: string, chunkSize: number, preambleLines = 0): Promise<CsvRecord[]> {
  async function* chunks() {
    for (let at = 0; at < text.length; at += chunkSize) yield text.slice(at, at + chunkSize);
  }
  const records: CsvRecord[] = [];
  for await (const record of splitCsvRecords(chunks(), { delimiter: ';', preambleLines })) records.push(record);
  return records;
}

const TEXT = 'title "x\nA;B\r\n"1;2";"a ""q""\r\nb"\r\n\r\n3;x"y\r4;5';

describe('splitCsvRecords', () => {
  it('gives the same records, row numbers and endings whatever the chunk size, and gives back every character', async () => {
    const whole = await split(TEXT, TEXT.length, 1);
    expect(whole).toEqual([
      { row: 0, text: 'title "x\n', ending: '', allQuoted: false },
      { row: 2, text: 'A;B', ending: '\r\n', allQuoted: false },
      // A quoted line break stays in its record's row, as a spreadsheet shows it.
      { row: 3, text: '"1;2";"a ""q""\r\nb"', ending: '\r\n', allQuoted: true },
      { row: 4, text: '', ending: '\r\n', allQuoted: false },
      { row: 5, text: '3;x"y', ending: '\r', allQuoted: false },
      { row: 6, text: '4;5', ending: '', allQuoted: false },
    ]);
    for (let size = 1; size < TEXT.length; size++)
      expect(await split(TEXT, size, 1), `chunks of ${size}`).toEqual(whole);
    expect(whole.map((r) => r.text + r.ending).join('')).toBe(TEXT);
  });
});
