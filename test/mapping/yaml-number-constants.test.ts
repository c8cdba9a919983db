import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ConfigError } from '../../src/errors.js';
import { mappingOf, ONE_ROW_MAPPING, thrownBy } from './mapping-fixtures.js';

/**
 * A constant written unquoted is read by YAML as a number or a boolean; where that reading is not
 * the text written (`010` is 10, `0x1A` is 26, `1.10` is 1.1), a text field would post another
 * code than the author wrote. The mapping is refused at that line, and the same text quoted is
 * taken as written.
 */

/** How authors write codes that YAML reads as another number: leading zeros, hex, octal, exponents, trailing zeros, booleans in capitals. */
const RESHAPED = ['010', '0x1A', '0o17', '1e3', '1E3', '1.10', '2.50', '+5', '.5', '-0', 'True', 'FALSE'];

function withInvoiceField(field: string, spec: string): string {
  return ONE_ROW_MAPPING.replace(/^invoice:\n/m, `invoice:\n  ${field}: ${spec}\n`);
}

function constantOf(yaml: string, field: string): string | undefined {
  const rule = mappingOf(yaml).invoice.find((r) => r.field === field);
  if (rule?.source.type === 'value') return rule.source.text;
  return rule?.defaultText;
}

/** Leading zeros or trailing zeros after a decimal point: the space of codes that lose digits. */
const reshapedNumber = fc.oneof(
  fc.tuple(fc.integer({ min: 1, max: 4 }), fc.nat({ max: 99999 })).map(([zeros, n]) => `${'0'.repeat(zeros)}${n}`),
  fc
    .tuple(fc.nat({ max: 9999 }), fc.nat({ max: 99 }), fc.integer({ min: 1, max: 3 }))
    .map(([whole, fraction, zeros]) => `${whole}.${fraction}${'0'.repeat(zeros)}`),
);

describe('constants YAML reads as another number', () => {
  it.each(RESHAPED.flatMap((written) => ['value', 'default'].map((key) => [written, key])))(
    'refuses CompCode: { %s as %s } at its line, and takes it quoted as written',
    (written, key) => {
      const spec = key === 'value' ? `{ value: ${written} }` : `{ column: Company, default: ${written} }`;
      const error = thrownBy(() => mappingOf(withInvoiceField('CompCode', spec)));
      expect(error).toBeInstanceOf(ConfigError);
      expect(error.message).toMatch(/test\.yaml:\d+:\d+: invoice\.CompCode\./);
      expect(error.message).toContain(`'${written}'`);
      expect(constantOf(withInvoiceField('CompCode', spec.replace(written, `'${written}'`)), 'CompCode')).toBe(written);
    },
  );

  it('refuses every code with leading or trailing zeros in a text field, and keeps it quoted', () => {
    fc.assert(
      fc.property(reshapedNumber, (written) => {
        const error = thrownBy(() => mappingOf(withInvoiceField('Comments', `{ value: ${written} }`)));
        expect(error.message).toContain(`'${written}'`);
        expect(constantOf(withInvoiceField('Comments', `{ value: "${written}" }`), 'Comments')).toBe(written);
      }),
    );
  });

  it('refuses a map step whose replacement YAML reads as another number', () => {
    const yaml = withInvoiceField('CompCode', '{ column: Company, transform: { map: { A: 0100 } } }');
    expect(thrownBy(() => mappingOf(yaml)).message).toMatch(/CompCode\.transform\.map\.A: .*'0100'/);
  });

  it.each(['.inf', '-.Inf', '.nan'])('refuses %s, which YAML reads as no number at all', (written) => {
    expect(thrownBy(() => mappingOf(withInvoiceField('CompCode', `{ value: ${written} }`))).message).toMatch(
      /invoice\.CompCode\.value: expected text or a number/,
    );
  });

  it('keeps numbers that read as written, and amounts whose value is the same either way', () => {
    expect(constantOf(withInvoiceField('CompCode', '{ value: 1000 }'), 'CompCode')).toBe('1000');
    expect(constantOf(withInvoiceField('Comments', '{ value: 4711.5 }'), 'Comments')).toBe('4711.5');
    const amount = mappingOf(ONE_ROW_MAPPING.replace('  Tax: Tax', '  Tax: { value: 0.50 }'));
    expect(amount.items.find((r) => r.field === 'Tax')?.source).toEqual({ type: 'value', text: '0.5000' });
  });
});
