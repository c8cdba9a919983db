import { describe, expect, it } from 'vitest';
import { MAX_CELL_CHARACTERS, clipCellText } from '../../src/report/clip-cell-text.js';

describe('clipCellText', () => {
  it('leaves a text of up to 32,767 characters as it is', () => {
    const text = 'x'.repeat(MAX_CELL_CHARACTERS);
    expect(clipCellText(text)).toBe(text);
  });

  it('cuts a longer text to exactly 32,767 characters ending with a marker that gives the length', () => {
    const clipped = clipCellText('y'.repeat(5_242_887));
    expect(clipped).toHaveLength(MAX_CELL_CHARACTERS);
    expect(clipped.endsWith(' ... [clipped: 5,242,887 characters]')).toBe(true);
  });

  it('never cuts a character of two UTF-16 units in half', () => {
    const clipped = clipCellText('😀'.repeat(20_000));
    expect(clipped).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
    expect(clipped.length).toBeLessThanOrEqual(MAX_CELL_CHARACTERS);
  });
});
