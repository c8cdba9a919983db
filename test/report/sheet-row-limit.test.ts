import { describe, expect, it } from 'vitest';
import { EXCEL_MAX_ROWS, partSheetName } from '../../src/report/sheet-row-limit.js';

describe('partSheetName', () => {
  it('keeps the first part its name and numbers the ones that carry on from 2', () => {
    expect(partSheetName('Problems', 0)).toBe('Problems');
    expect(partSheetName('Problems', 1)).toBe('Problems (2)');
    expect(partSheetName('Results', 11)).toBe('Results (12)');
  });

  it('shortens a long name so that the number still fits in Excel’s 31 characters', () => {
    const name = partSheetName('A sheet name of exactly 31 char', 2);
    expect(name).toBe('A sheet name of exactly 31 (3)');
    expect(name.length).toBeLessThanOrEqual(31);
  });

  it('is Excel’s limit of 1,048,576 rows', () => {
    expect(EXCEL_MAX_ROWS).toBe(2 ** 20);
  });
});
