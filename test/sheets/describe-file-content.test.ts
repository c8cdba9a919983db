/**
 * Text named as a workbook is described by what separates its first line: one of the four the
 * reader detects, or another character the first line repeats (`~` in Mexico's SAT metadata),
 * which only the mapping's `delimiter` can name.
 */
import { describe, expect, it } from 'vitest';
import { describeText } from '../../src/sheets/describe-file-content.js';

const text = (lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');

describe('the description of text named as a workbook', () => {
  it.each(['~', '^', '#', '!', ':'])('names delimiter: "%s" for a file its first line splits at', (d) => {
    const head = text([`Uuid${d}RfcEmisor${d}NombreEmisor${d}Monto`, `A-1${d}XAXX010101000${d}Acme${d}1.00`]);
    expect(describeText(head)).toBe(
      `text separated by "${d}", not a workbook: to read it as it is, set type: csv and delimiter: "${d}" in the mapping's source (or save it as .xlsx from Excel or LibreOffice Calc)`,
    );
  });

  it('takes words with dots, dashes, slashes and brackets for plain text', () => {
    expect(describeText(text(['Fecha-Emision (MXN) / R.F.C. - Nombre', 'second line']))).toBe('text, not a table');
    expect(describeText(text(['Just a note: nothing to read']))).toBe('text, not a table');
  });

  it('keeps naming the four the reader detects', () => {
    expect(describeText(text(['A;B~C;D', '1;2~3;4']))).toMatch(/^semicolon-separated text, .*delimiter: ";"/);
  });
});
