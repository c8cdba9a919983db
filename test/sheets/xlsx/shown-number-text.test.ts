import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shownNumberText, shownPercentText } from '../../../src/sheets/xlsx/shown-number-text.js';

describe('what a number cell shows in its format', () => {
  it.each([
    ['9787.7262', '#,##0.00', '9,787.73'],
    ['9787.7262', '0.00', '9787.73'],
    ['-9787.725', '#,##0.00', '-9,787.73'],
    ['1234567.5', '#,##0', '1,234,568'],
    ['1000.4', '#,##0', '1,000'],
    ['0.005', '0.00', '0.01'],
    ['9787.7262', '"€"#,##0.00;[Red]-"€"#,##0.00', '9,787.73'],
    ['9787.7262', '[$€-407] #,##0.00', '9,787.73'],
    ['9787.7262', '_-* #,##0.00_-;-* #,##0.00_-;_-* "-"??_-;_-@_-', '9,787.73'],
    ['1.2345', '0.0#', '1.23'],
    ['1.2049', '0.0#', '1.2'],
    ['99.999', '#,##0.00', '100.00'],
  ])('%s in %s shows %s', (text, format, shown) => {
    expect(shownNumberText(text, format)).toBe(shown);
  });

  it.each([
    ['9787.7262', 'General'],
    ['9787.7262', '0.0000'],
    ['9787.72', '#,##0.00'],
    ['9787', '#,##0'],
    ['9780', '0.00E+00'],
    ['0.75', '# ?/?'],
    ['9787.7262', '@'],
    ['9787.7262', undefined],
  ])('%s in %s shows every place it holds, or shows it another way', (text, format) => {
    expect(shownNumberText(text, format)).toBeUndefined();
  });
});

describe('what a number cell shows in the section of its format that Excel picks', () => {
  // [value held, format, what Excel and LibreOffice show]: the trial's numbers.xlsx
  it.each([
    ['-12.34', '0.00;-0', '-12'],
    ['-1234.56', '#,##0.00;-#,##0.0', '-1,234.6'],
    ['-1234.567', '#,##0.00;(#,##0.00)', '-1,234.57'],
    ['-1234.56', '#,##0.00;[Red](#,##0)', '-1,235'],
    ['0.004', '0.00;-0.00;0', '0.00'],
    ['1000.4', '[>=1000]#,##0;0.00', '1,000'],
    ['-5.123', '[>=1000]#,##0;0.00', '-5.12'],
    ['5.5', '[<10]0;[<100]0.0;0.00', '6'],
    ['50.55', '[<10]0;[<100]0.0;0.00', '50.6'],
    ['500.555', '[<10]0;[<100]0.0;0.00', '500.56'],
    ['500', ';;;', 'nothing (its number format hides the value)'],
    ['-5', '0.00;;', 'nothing (its number format hides the value)'],
    ['-5', '0.00;[Red];0', 'nothing (its number format hides the value)'],
    ['1234.56', '# ?/?', '1234 5/9'],
    ['-1234.56', '# ?/?', '-1234 5/9'],
    ['1234.567', '# ??/??', '1234 55/97'],
    ['1234.56', '# ?/8', '1234 4/8'],
    ['0.3', '?/?', '2/7'],
    ['1234.56', '0.00E+00', '1.23E+03'],
    ['-0.0012345', '0.00E+00', '-1.23E-03'],
    ['9999.6', '0.00E+00', '1.00E+04'],
    ['1234.56', '##0.0E+0', '1.2E+3'],
  ])('%s in %s shows %s', (text, format, shown) => {
    expect(shownNumberText(text, format)).toBe(shown);
  });

  it.each([
    ['999.99', '[>=1000]#,##0;0.00'],
    ['-1234.56', '#,##0.00;(#,##0.00)'],
    ['-12', '0.00;-0'],
    ['0', '0.00;;'],
    ['0', ';;;'],
    ['1234.5', '# ?/?'],
    ['1234', '# ?/?'],
    ['1200', '0.00E+00'],
    ['-1234.56', '# ??/??'],
    ['0.00123', '0.00E+00'],
    ['1234.56', '#,##0.00;-#,##0.00;"zero";@'],
  ])('%s in %s shows the number held', (text, format) => {
    expect(shownNumberText(text, format)).toBeUndefined();
  });
});

describe('numbers of more significant digits than Excel shows', () => {
  // Excel keeps and shows 15 significant digits, whatever the format's places
  it.each([
    ['12345678901234.56', '#,##0.00', '12,345,678,901,234.60'],
    ['123456789012345.67', '#,##0.00', '123,456,789,012,346.00'],
    ['12345678901234.56', undefined, '12345678901234.6'],
    ['12345678901234.56', 'General', '12345678901234.6'],
    ['999999999999999.9', '0', '1000000000000000'],
    ['-1234567890123.4567', '0.0000', '-1234567890123.4600'],
  ])('%s in %s shows %s', (text, format, shown) => {
    expect(shownNumberText(text, format)).toBe(shown);
  });

  it.each(['123456789012345', '1234567890123.45', '1000000000000000', '-1234.5678901234'])(
    '%s has at most 15 and shows whole',
    (text) => {
      expect(shownNumberText(text, '#,##0.00###############')).toBeUndefined();
    },
  );
});

describe('15 significant digits, over the space of numbers', () => {
  /** A plain decimal of `digits` significant digits, the point anywhere in or after them. */
  const decimal = (min: number, max: number) =>
    fc
      .tuple(
        fc.integer({ min: 1, max: 9 }),
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min - 2, maxLength: max - 2 }),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 1, max: 17 }),
        fc.boolean(),
      )
      .map(([first, middle, last, point, negative]) => {
        const digits = `${first}${middle.join('')}${last}`;
        const at = Math.min(point, digits.length);
        const fraction = digits.slice(at);
        return `${negative ? '-' : ''}${digits.slice(0, at)}${fraction ? `.${fraction}` : ''}`;
      });
  const PLACES = 40;
  /** A plain decimal times 10^PLACES, exactly. */
  const scaled = (text: string) => {
    const [whole = '', fraction = ''] = text.replace('-', '').split('.');
    const value = BigInt(whole + fraction.padEnd(PLACES, '0'));
    return text.startsWith('-') ? -value : value;
  };
  const significant = (text: string) => text.replace(/[-.,]/g, '').replace(/^0+/, '').replace(/0+$/, '').length;

  it('shows a number of 16 or 17 significant digits with at most 15, in General and in a format that shows every place', () => {
    fc.assert(
      fc.property(
        decimal(16, 17),
        fc.constantFrom(undefined, 'General', '#,##0.00################'),
        (text, format) => {
          const shown = shownNumberText(text, format);
          expect(shown).toBeDefined();
          expect(significant(shown!)).toBeLessThanOrEqual(15);
          // rounded, not cut: within half a unit of the 15th digit, exactly
          const whole = text.replace('-', '').split('.')[0]!;
          const unit = 10n ** BigInt(PLACES + whole.length - 1 - 14);
          const diff = scaled(shown!.replace(/,/g, '')) - scaled(text);
          expect(2n * (diff < 0n ? -diff : diff) <= unit).toBe(true);
        },
      ),
    );
  });

  it('shows a number of at most 15 significant digits as held where the format shows every place', () => {
    fc.assert(
      fc.property(decimal(2, 15), (text) => {
        expect(shownNumberText(text, '#,##0.00################')).toBeUndefined();
      }),
    );
  });
});

describe('what a number cell shows in a format with scaling commas', () => {
  // [value held, format as Excel, LibreOffice and openpyxl users write it, shown]
  it.each([
    ['1234567', '#,##0,', '1,235 (in thousands)'],
    ['1234567', '0.00,,"M"', '1.23 (in millions)'],
    ['1234567', '#,##0.00,"K"', '1,234.57 (in thousands)'],
    ['1234567', '#,##0,;[Red]-#,##0,', '1,235 (in thousands)'],
    ['-1234567', '#,##0,', '-1,235 (in thousands)'],
    ['1234000', '#,##0,', '1,234 (in thousands)'],
    ['1234567.89', '0,', '1235 (in thousands)'],
    ['987654321', '#,##0.0,,', '987.7 (in millions)'],
    ['987654321', '0,,,"bn"', '1 (in billions)'],
    ['1234567', '[$€-407] #,##0," Tsd."', '1,235 (in thousands)'],
    ['1234567', '_-* #,##0,_-;-* #,##0,_-;_-* "-"??_-;_-@_-', '1,235 (in thousands)'],
    ['500', '#,##0,', '1 (in thousands)'],
    ['12', '0.0,', '0.0 (in thousands)'],
    ['9787.7262', '#,##0.00,', '9.79 (in thousands)'],
  ])('%s in %s shows %s', (text, format, shown) => {
    expect(shownNumberText(text, format)).toBe(shown);
  });

  // Grouping commas between placeholders scale nothing; zero shows as zero in any scale.
  it.each([
    ['1234567', '#,##0'],
    ['1234567', '#,##0.00'],
    ['1234567', '"1,000s "#,##0'],
    ['0', '#,##0,'],
  ])('%s in %s shows the number held', (text, format) => {
    expect(shownNumberText(text, format)).toBeUndefined();
  });
});

describe('what a percent cell shows in its format', () => {
  // [fraction held, format as Excel and LibreOffice write it, shown]
  it.each([
    ['0.5', '0.00%', '50.00%'],
    ['0.19', '0%', '19%'],
    ['0.125', '0%', '13%'],
    ['0.1234', '0.0%', '12.3%'],
    ['0.07', '0.00%', '7.00%'],
    ['12.5', '#,##0.00%', '1,250.00%'],
    ['-0.075', '0.00%', '-7.50%'],
    ['1', '0%', '100%'],
    ['0.123456', '0.00%', '12.35%'],
    ['0.5', '0.00%;[Red]-0.00%', '50.00%'],
  ])('%s in %s shows %s', (text, format, shown) => {
    expect(shownPercentText(text, format)).toBe(shown);
  });
});
