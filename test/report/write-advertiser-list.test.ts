/** The advertiser export's workbook, read back: readable headers as on Results, the fetch time a date cell. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../helpers/temp-dir.js';
import { readBook, rowValues } from '../helpers/read-workbook.js';
import { writeAdvertiserList } from '../../src/report/write-advertiser-list.js';
import { DEFAULT_DATE_STYLE } from '../../src/report/date-style.js';

const FETCHED = new Date(2026, 10, 29, 10, 41, 15);

describe('advertisers.xlsx', () => {
  it('heads its columns Vendor id and Vendor, the API names in the notes, ids as text', async () => {
    const file = join(makeTempDir('adv-list'), 'advertisers.xlsx');
    await writeAdvertiserList(file, [{ id: '0000100001', advertiserName: 'Müller & Söhne GmbH' }], {
      target: 'sandbox',
      sandbox: true,
      fetchedAt: FETCHED,
    });
    const book = await readBook(file);
    const sheet = book.getWorksheet('Advertisers')!;
    expect(rowValues(sheet, 1)).toEqual(['Vendor id', 'Vendor', 'Same name as']);
    expect(String(sheet.getCell('A1').note)).toContain('id');
    expect(sheet.getCell('A2').value).toBe('0000100001');

    const source = book.getWorksheet('Source')!;
    expect(String(source.getCell('A2').value)).toMatch(/^Fetched at \(.+\)$/);
    const fetched = source.getCell('B2');
    expect(fetched.value).toBeInstanceOf(Date);
    expect((fetched.value as Date).toISOString()).toBe('2026-11-29T10:41:15.000Z');
    expect(fetched.numFmt).toBe(DEFAULT_DATE_STYLE.cellDateTimeFormat);
  });

  it('shows the Source labels whole, and a name holding a line break on its lines in a row tall enough', async () => {
    const file = join(makeTempDir('adv-list-fit'), 'advertisers.xlsx');
    const advertisers = [
      { id: '0000100001', advertiserName: 'Two-line Media\nGmbH & Co. KG' },
      { id: '0000100002', advertiserName: 'One Line Ltd' },
    ];
    await writeAdvertiserList(file, advertisers, { target: 'sandbox', sandbox: true, fetchedAt: FETCHED });
    const book = await readBook(file);
    const source = book.getWorksheet('Source')!;
    expect(source.getCell('A4').value).toBe('Names held by more than one id');
    expect(source.getColumn(1).width).toBeGreaterThanOrEqual('Names held by more than one id'.length);
    const sheet = book.getWorksheet('Advertisers')!;
    expect(sheet.getCell('B2').alignment).toMatchObject({ wrapText: true });
    expect(sheet.getRow(2).height).toBeGreaterThanOrEqual(30);
    expect(sheet.getRow(3).height ?? 15).toBeLessThan(30);
  });
});
