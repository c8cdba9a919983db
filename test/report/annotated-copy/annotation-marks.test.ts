import { describe, expect, it } from 'vitest';
import { readAnnotationMarks, withAnnotationMarks } from '../../../src/report/annotated-copy/annotation-marks.js';

const WORKBOOK =
  '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets><sheet name="A" sheetId="1" r:id="rId1"/></sheets><calcPr calcId="191029"/></workbook>';

describe('the mark of an annotated copy', () => {
  it('is read back as written, before calcPr, for a sheet name with a quote and an ampersand', () => {
    const mark = { sheet: "Tom's R&D", row: 3, firstColumn: 8, lastColumn: 10 };
    const xml = withAnnotationMarks(WORKBOOK, [mark]);
    expect(xml).toContain(
      `<definedNames><definedName name="InvoiceBatch_Annotation1" hidden="1">'Tom''s R&amp;D'!$H$3:$J$3</definedName></definedNames><calcPr`,
    );
    expect(readAnnotationMarks(xml)).toEqual([mark]);
  });

  it("replaces an earlier copy's mark and keeps the user's own names", () => {
    const earlier = withAnnotationMarks(
      WORKBOOK.replace('<calcPr', '<definedNames><definedName name="Rates">A!$B$1</definedName></definedNames><calcPr'),
      [{ sheet: 'A', row: 1, firstColumn: 8, lastColumn: 10 }],
    );
    const again = withAnnotationMarks(earlier, [{ sheet: 'A', row: 1, firstColumn: 11, lastColumn: 13 }]);
    expect(again.match(/InvoiceBatch_Annotation/g)).toHaveLength(1);
    expect(again).toContain('<definedName name="Rates">A!$B$1</definedName>');
    expect(readAnnotationMarks(again)).toEqual([{ sheet: 'A', row: 1, firstColumn: 11, lastColumn: 13 }]);
  });

  it("finds none in a workbook of the user's own, nor in a name that only looks like the mark", () => {
    expect(readAnnotationMarks(WORKBOOK)).toEqual([]);
    expect(
      readAnnotationMarks(
        '<definedNames><definedName name="InvoiceBatch_AnnotationX">A!$H$1:$J$1</definedName></definedNames>',
      ),
    ).toEqual([]);
  });
});
