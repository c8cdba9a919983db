/**
 * The ways a worksheet's XML can spell a cell's value, generated, each written into a real .xlsx
 * and read by the product's reader: a valid number reads as its exact decimal, an ISO date cell as
 * the day written, and everything else (1234,56, 12abc, 0x10, INF, an error, a formula with no
 * saved result) is an unreadable cell at its position, never a number and never a blank.
 */
import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { check, readCases, type Case, type Expected } from './cell-cases.js';

const FORMULA = 'ROUND(F2*0.19,2)';
const NOT_A_NUMBER = 'is not a number as the file format writes one';
const NO_RESULT = 'without a saved result';

const blank = fc.constantFrom('', ' ', '\t', '\n', '  ', ' \r\n');

/** xsd:double as a writer may spell it, at most 14 significant digits, so a double holds it exactly. */
const validNumber = fc
  .tuple(blank, fc.stringMatching(/^[+-]?(\d{1,8}(\.\d{0,6})?|\.\d{1,6})([eE][+-]?\d{1,2})?$/), blank)
  .map(([before, text, after]) => ({ text: `${before}${text}${after}`, exact: exactText(new Decimal(text)) }));

function exactText(value: Decimal): string {
  return value.isZero() ? '0' : value.toFixed();
}

/** Characters no number holds: inserted anywhere in a valid number, they make it malformed. */
const foreign = fc.constantFrom(
  ',',
  "'",
  '_',
  '$',
  '%',
  'a',
  'x',
  'X',
  'I',
  'N',
  '\u00a0',
  '\u2009',
  '\uff11',
  '\u0661',
);

const malformedNumber = fc.oneof(
  fc.tuple(fc.stringMatching(/^-?\d{1,7}(\.\d{1,4})?$/), foreign, fc.nat()).map(([text, char, at]) => {
    const cut = at % (text.length + 1);
    return `${text.slice(0, cut)}${char}${text.slice(cut)}`;
  }),
  // grouped or with a space inside: the first group is all parseFloat would keep
  fc.stringMatching(/^-?\d{1,3}([ ,.]\d{3}){1,3}[.,]\d{2}$/).filter((text) => !/^-?\d+\.\d+$/.test(text)),
  fc.constantFrom('1234,56', '1,234.56', '1 234.56', '12abc', '0x10', 'INF', '-INF', 'NaN', '1e', '1e+', '.', '-'),
  fc.constantFrom('+', 'e5', '1.2.3', '--1', '+-1', '1E400', '-1e999', '(12)', '12-', '2024-03-05', '1/2', '١٢'),
);

const numberType = fc.constantFrom('', ' t="n"');

/** What a malformed number reads as; an xsd:double too large for a double says so. */
function malformed(text: string): Expected {
  return { kind: 'unreadable', raw: text, reason: text === '1E400' || text === '-1e999' ? 'beyond' : NOT_A_NUMBER };
}

const numberCase: fc.Arbitrary<Case> = fc.oneof(
  fc.tuple(validNumber, numberType).map(([n, t]) => ({
    attrs: t,
    inner: `<v>${n.text}</v>`,
    expected: { kind: 'number', text: n.exact } as const,
  })),
  fc.tuple(malformedNumber, numberType).map(([text, t]) => ({
    attrs: t,
    inner: `<v>${text}</v>`,
    expected: malformed(text),
  })),
  fc
    .tuple(blank, numberType)
    .map(([text, t]) => ({ attrs: t, inner: `<v>${text}</v>`, expected: { kind: 'empty' } as const })),
);

/** A formula as openpyxl, Excel and hand-made files write it, with every spelling of its saved result. */
const formulaCase: fc.Arbitrary<Case> = fc
  .tuple(
    fc.constantFrom(
      { f: `<f>${FORMULA}</f>`, raw: `=${FORMULA}` },
      { f: `<f t="array" ref="B2">${FORMULA}</f>`, raw: `=${FORMULA}` },
      { f: '<f t="shared" si="0"/>', raw: '' },
      { f: `<f t="shared" ref="B2:B9" si="0">${FORMULA}</f>`, raw: `=${FORMULA}` },
    ),
    fc.oneof(
      fc.constantFrom('', '<v/>', '<v></v>', '<v> </v>').map((v) => ({ v, result: undefined })),
      validNumber.map((n) => ({ v: `<v>${n.text}</v>`, result: { kind: 'number', text: n.exact } as Expected })),
      malformedNumber.map((text) => ({ v: `<v>${text}</v>`, result: malformed(text) })),
    ),
    numberType,
  )
  .map(([formula, saved, t]) => ({
    attrs: t,
    inner: `${formula.f}${saved.v}`,
    expected: saved.result ?? { kind: 'unreadable', raw: formula.raw, reason: NO_RESULT },
  }));

/** A day that exists, as a date-styled `t="d"` cell holds it (with a time, and a zone that keeps its day, or not), and its YYYYMMDD. */
const isoDate = fc
  .tuple(
    fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }),
    fc.constantFrom('', 'T00:00:00', 'T23:59:59Z', 'T00:00:00-08:00', 'T12:30', 'T08:00:00.000+05:30'),
  )
  .map(([date, time]) => {
    const day = date.toISOString().slice(0, 10);
    return { text: `${day}${time}`, day: day.replaceAll('-', '') };
  });

const otherTypeCase: fc.Arbitrary<Case> = fc.oneof(
  isoDate.map((d) => ({
    attrs: ' s="1" t="d"',
    inner: `<v>${d.text}</v>`,
    expected: { kind: 'date', date: d.day } as const,
  })),
  fc.constantFrom('2024-02-30', '2023-02-29', '2024-13-01', '2024-3-5', '45321', '05.03.2024', 'today').map((text) => ({
    attrs: ' s="1" t="d"',
    inner: `<v>${text}</v>`,
    expected: { kind: 'unreadable', raw: text, reason: 'not a date written YYYY-MM-DD' } as const,
  })),
  fc.constantFrom(['1', true], ['0', false], [' 1 ', true], ['true', true], ['false', false]).map(([text, value]) => ({
    attrs: ' t="b"',
    inner: `<v>${String(text)}</v>`,
    expected: { kind: 'boolean', value: value as boolean } as const,
  })),
  fc.constantFrom('2', '-1', 'yes', 'TRUE').map((text) => ({
    attrs: ' t="b"',
    inner: `<v>${text}</v>`,
    expected: { kind: 'unreadable', raw: text, reason: 'neither 1 nor 0' } as const,
  })),
  fc.tuple(fc.constantFrom('#DIV/0!', '#N/A', '#VALUE!', '#REF!'), fc.boolean()).map(([error, formula]) => ({
    attrs: ' t="e"',
    inner: `${formula ? '<f>F2/G2</f>' : ''}<v>${error}</v>`,
    expected: { kind: 'unreadable', raw: formula ? '=F2/G2' : error, reason: `error ${error}` } as const,
  })),
  // a string is what the sheet shows, digits or not: the field's own rule reads it
  fc
    .tuple(
      fc.oneof(
        validNumber.map((n) => n.text.trim()),
        malformedNumber,
      ),
      fc.boolean(),
    )
    .map(([text, formula]) => ({
      attrs: formula ? ' t="str"' : ' t="inlineStr"',
      inner: formula ? `<f>TEXT(F2,"0.00")</f><v>${text}</v>` : `<is><t>${text}</t></is>`,
      expected: { kind: 'text', text } as const,
    })),
  fc.constantFrom('x', 'N', 'date').map((t) => ({
    attrs: ` t="${t}"`,
    inner: '<v>12</v>',
    expected: { kind: 'unreadable', raw: '12', reason: `t="${t}"` } as const,
  })),
);

const anyCase = fc.oneof(numberCase, formulaCase, otherTypeCase);

describe('XLSX cell values, every spelling', () => {
  it('reads a valid number as its exact decimal and anything else as a problem at its cell, never a number', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(anyCase, { minLength: 1, maxLength: 40 }), async (cases) => {
        const cells = await readCases(cases);
        cases.forEach((c, i) => check(cells[i], c.expected));
      }),
      { numRuns: 60 },
    );
  });

  it('drops the float noise of a sum as Excel stores it (17 digits) and reads the sum it shows', async () => {
    // Of the same sign: a difference of near-equal amounts (-9582.16 + 9571.04) leaves noise within
    // 15 digits (-11.119999999998981), which is kept and refused where an amount is read.
    const amount = fc.stringMatching(/^\d{1,7}(\.\d{1,4})?$/);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(amount, amount), { minLength: 1, maxLength: 40 }), async (sums) => {
        const cases = sums.map(([a, b]) => ({
          attrs: '',
          inner: `<f>A1+B1</f><v>${(Number(a) + Number(b)).toPrecision(17)}</v>`,
          expected: { kind: 'number', text: exactText(new Decimal(a).plus(b)) } as const,
        }));
        const cells = await readCases(cases);
        cases.forEach((c, i) => check(cells[i], c.expected));
      }),
      { numRuns: 20 },
    );
  });

  it('reads the values as real writers store them', async () => {
    const table: Case[] = [
      // Excel: float noise of arithmetic is dropped as Excel shows it, data is kept
      { attrs: '', inner: '<f>F5*G5</f><v>9787.726200000001</v>', expected: { kind: 'number', text: '9787.7262' } },
      { attrs: '', inner: '<v>0.30000000000000004</v>', expected: { kind: 'number', text: '0.3' } },
      { attrs: '', inner: '<v>33.333333333333336</v>', expected: { kind: 'number', text: '33.333333333333336' } },
      { attrs: '', inner: '<v>1.2345E+3</v>', expected: { kind: 'number', text: '1234.5' } },
      { attrs: '', inner: '<v>1E-2</v>', expected: { kind: 'number', text: '0.01' } },
      { attrs: '', inner: '<v>1.5e+10</v>', expected: { kind: 'number', text: '15000000000' } },
      { attrs: '', inner: '<v>-0</v>', expected: { kind: 'number', text: '0' } },
      { attrs: '', inner: '<v> 12 </v>', expected: { kind: 'number', text: '12' } },
      // openpyxl and Python scripts: formulas nobody computed
      { attrs: '', inner: `<f>${FORMULA}</f><v></v>`, expected: noResult(`=${FORMULA}`) },
      { attrs: '', inner: `<f>${FORMULA}</f><v/>`, expected: noResult(`=${FORMULA}`) },
      { attrs: '', inner: `<f>${FORMULA}</f>`, expected: noResult(`=${FORMULA}`) },
      { attrs: '', inner: '<f t="shared" si="0"/>', expected: noResult('') },
      // Excel: a formula whose result is the empty string is blank, as the sheet shows it
      { attrs: ' t="str"', inner: '<f>IF(F2="","",F2)</f><v></v>', expected: { kind: 'empty' } },
      // the amounts of issue 28, as other programs wrote them
      ...['1234,56', '1,234.56', '1 234.56', '12abc', '0x10'].map((text) => ({
        attrs: '',
        inner: `<v>${text}</v>`,
        expected: { kind: 'unreadable', raw: text, reason: NOT_A_NUMBER } as const,
      })),
      { attrs: ' s="1" t="d"', inner: '<v>2024-03-05T00:00:00</v>', expected: { kind: 'date', date: '20240305' } },
      // text that itself holds an XML escape is read as written, not unescaped twice
      { attrs: ' t="inlineStr"', inner: '<is><t>R&amp;amp;D &amp;lt;3</t></is>', expected: text('R&amp;D &lt;3') },
      { attrs: ' t="str"', inner: '<f>A2</f><v>x &amp;gt; y</v>', expected: text('x &gt; y') },
      { attrs: ' t="str"', inner: '<v>AT&amp;amp;T</v>', expected: text('AT&amp;T') },
    ];
    const cells = await readCases(table);
    table.forEach((c, i) => check(cells[i], c.expected));
  });
});

function noResult(raw: string): Expected {
  return { kind: 'unreadable', raw, reason: NO_RESULT };
}

function text(value: string): Expected {
  return { kind: 'text', text: value };
}
