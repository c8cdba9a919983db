/**
 * A part the parsers could not read is named in the refusal; a fault of JavaScript inside a parser
 * is worded for the user, never shown as `Cannot read properties of undefined`.
 */
import { describe, expect, it } from 'vitest';
import { InputFileError } from '../../../src/errors.js';
import { refuseUnreadablePart } from '../../../src/sheets/xlsx/refuse-unreadable-part.js';
import { NoStyleSheet } from '../../../src/sheets/xlsx/read-styles-part.js';

const WHERE = { file: 'register.xlsx', sheet: 'Lines' };
const PART = 'xl/worksheets/sheet2.xml';
const UNREADABLE = 'register.xlsx, sheet Lines: cannot read the workbook, it may be damaged or cut short: ';

describe('refuseUnreadablePart', () => {
  it.each([
    ['a TypeError', new TypeError("Cannot read properties of undefined (reading 'styles')")],
    ['a RangeError', new RangeError('Invalid array length')],
    ['a ReferenceError', new ReferenceError('model is not defined')],
  ])("words %s as the part not being laid out as expected, without JavaScript's words", (_, fault) => {
    const refused = refuseUnreadablePart(WHERE, PART, fault);
    expect(refused).toBeInstanceOf(InputFileError);
    expect(refused.message).toBe(
      `${UNREADABLE}${PART} could not be read: its XML is not laid out as a spreadsheet writer lays out this part`,
    );
    expect(refused.cause).toBe(fault);
  });

  it("keeps a parser's own message after the part's name, on one line", () => {
    const refused = refuseUnreadablePart(WHERE, PART, new Error('1:40: unexpected close tag.\nat line 1'));
    expect(refused.message).toBe(`${UNREADABLE}${PART}: 1:40: unexpected close tag.`);
  });

  it('says a styles part without a style sheet could not be read', () => {
    const refused = refuseUnreadablePart(
      WHERE,
      'xl/styles.xml',
      new NoStyleSheet('it holds no <styleSheet> of SpreadsheetML'),
    );
    expect(refused.message).toBe(
      `${UNREADABLE}xl/styles.xml could not be read: it holds no <styleSheet> of SpreadsheetML`,
    );
  });

  it('passes an InputFileError on as it is', () => {
    const given = new InputFileError('the cell holds more than 10 characters', WHERE);
    expect(refuseUnreadablePart(WHERE, PART, given)).toBe(given);
  });
});
