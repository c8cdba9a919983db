import { describe, expect, it } from 'vitest';
import { findEndRecord, parseCentralDirectory, parseEndRecord } from '../../../src/sheets/zip/parse-zip-directory.js';
import { parseWorkbookXml } from '../../../src/sheets/xlsx/parse-workbook-xml.js';
import { buildZip } from '../zip-builder.js';

describe('zip directory', () => {
  it('finds the end record behind a comment and lists entries with their sizes', () => {
    const zip = buildZip([
      { name: 'a.txt', data: Buffer.from('hello hello hello') },
      { name: 'b.txt', data: Buffer.from('x'), claimedSize: 123456 },
    ]);
    const commented = Buffer.concat([zip, Buffer.from('comment')]);
    commented.writeUInt16LE(7, zip.length - 2);
    const at = findEndRecord(commented);
    expect(at).toBe(zip.length - 22);
    const end = parseEndRecord(commented, at);
    expect(end).toMatchObject({ entryCount: 2, zip64: false });
    const entries = parseCentralDirectory(
      commented.subarray(end.directoryOffset, end.directoryOffset + end.directorySize),
      end.entryCount,
    );
    expect('value' in entries && entries.value.map((entry) => [entry.name, entry.uncompressedSize])).toEqual([
      ['a.txt', 17],
      ['b.txt', 123456],
    ]);
  });

  it('reports a damaged directory as a problem, not an exception', () => {
    expect(parseCentralDirectory(Buffer.from('not a directory at all, not at all'), 1)).toEqual({
      problem: 'its central directory is damaged at entry 1 of 1',
    });
    expect(findEndRecord(Buffer.from('no end record here'))).toBe(-1);
  });
});

describe('parseWorkbookXml', () => {
  it('reads sheets in tab order with hidden state, parts, entities, prefixes and the 1904 flag', () => {
    const workbook = `<?xml version="1.0"?><x:workbook xmlns:x="main" xmlns:r="rel"><x:workbookPr date1904="true"/><x:sheets>
      <x:sheet name="Invoices &amp; Lines" sheetId="3" r:id="rId2"/>
      <x:sheet name="Rates" sheetId="1" state="hidden" r:id="rId1"/>
      <x:sheet name="Old" sheetId="2" state="veryHidden" r:id="rId9"/></x:sheets></x:workbook>`;
    const rels = `<Relationships><Relationship Id="rId1" Type="x/worksheet" Target="worksheets/sheet1.xml"/>
      <Relationship Id="rId2" Type="x/worksheet" Target="/xl/worksheets/sheet2.xml"/>
      <Relationship Id="rId3" Type="http://x/relationships/sharedStrings" Target="strings.xml"/></Relationships>`;
    expect(parseWorkbookXml(workbook, rels)).toEqual({
      sheets: [
        { name: 'Invoices & Lines', index: 1, hidden: false, part: 'xl/worksheets/sheet2.xml', kind: 'worksheet' },
        { name: 'Rates', index: 2, hidden: true, part: 'xl/worksheets/sheet1.xml', kind: 'worksheet' },
        { name: 'Old', index: 3, hidden: true, part: undefined, kind: 'worksheet' },
      ],
      date1904: true,
      // No <calcPr fullCalcOnLoad>: the formulas' saved results are what the sheet shows.
      activeTab: 0,
      staleResults: undefined,
      sharedStringsPart: 'xl/strings.xml',
      stylesPart: 'xl/styles.xml',
    });
  });
});
