import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceSchema } from '../../src/invoice/invoice-schema.js';
import {
  QUICK_CONTACT,
  QUICK_EVENT,
  QUICK_INVOICE,
  QUICK_ITEM,
  quickCheckInvoice,
} from '../../src/invoice/quick-check-invoice.js';

/**
 * Values near every rule's edges (dates, amounts, rates, codes, lengths, whitespace, types), plus
 * arbitrary strings: each field of a generated invoice draws from these, so every rule of the
 * schema meets values on both sides of it.
 */
const edgeValue = fc.oneof(
  fc.constantFrom<unknown>(
    undefined,
    null,
    '',
    ' ',
    'x',
    ' RE-1 ',
    '\tRE-1\n',
    '20240229',
    '20230229',
    '20241301',
    '2024-01-01',
    '00000000',
    '1234.5000',
    '-1.0000',
    '0.0000',
    '1.5',
    '1.50000',
    '+1.0000',
    '19.00',
    '7.5',
    '-0.00',
    'EUR',
    'eur',
    'EURO',
    'DE',
    'de',
    'D',
    '2024',
    '24',
    'a@b.c',
    'a b@c.d',
    'Y',
    'N',
    'y',
    'QUJD',
    'QUJD=',
    'QU JD',
    'a'.repeat(255),
    'a'.repeat(256),
    'a'.repeat(4001),
    'RE\u00001',
    'RE\u001b[31m1',
    'RE\u00851',
    'RE\t1',
    5,
    0,
    true,
    [],
    {},
  ),
  fc.string({ maxLength: 12 }),
);

type Shape = typeof QUICK_INVOICE;

/** A record of one shape: each field present with a drawn value, or absent. */
function recordOf(
  shape: Shape,
  nested: Record<string, fc.Arbitrary<unknown>> = {},
): fc.Arbitrary<Record<string, unknown>> {
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  for (const field of shape.fields) fields[field.name] = nested[field.name] ?? edgeValue;
  return fc.record(fields, { requiredKeys: [] }) as fc.Arbitrary<Record<string, unknown>>;
}

/** Valid invoices, so that the accepting path is exercised as often as the refusing one. */
const plausibleInvoice = fc.record({
  InstanceID: fc.constant(null),
  InvoiceId: fc.constantFrom('100001-RE-1', ' 7 '),
  PayeeId: fc.constantFrom('0000100001', '42'),
  CurrencyCode: fc.constantFrom('EUR', 'USD'),
  Invoice_Number: fc.constantFrom('RE-1', 'A/7'),
  Invoice_Date: fc.constantFrom('20250101', '20240229'),
  Invoice_Amount: fc.constantFrom('119.0000', '-5.0000'),
  Events: fc.array(fc.record({ InstanceID: fc.constant(null), Event_Name: fc.constantFrom('Received', ' Paid ') }), {
    maxLength: 2,
  }),
  Contacts: fc.array(fc.record({ InstanceID: fc.constant(null), Email: fc.constantFrom('ap@example.com', 'x@y.de') }), {
    maxLength: 2,
  }),
  InvoiceItems: fc.array(
    fc.record(
      {
        InstanceID: fc.constant(null),
        Amount: fc.constantFrom('1.0000', '-2.5000'),
        Tax: fc.constantFrom('0.1900', '12.0000'),
      },
      { requiredKeys: ['InstanceID', 'Amount'] },
    ),
    { minLength: 1, maxLength: 3 },
  ),
});

const anyInvoice = recordOf(QUICK_INVOICE, {
  Events: fc.oneof(fc.array(recordOf(QUICK_EVENT), { maxLength: 2 }), edgeValue),
  Contacts: fc.oneof(fc.array(recordOf(QUICK_CONTACT), { maxLength: 2 }), edgeValue),
  InvoiceItems: fc.oneof(fc.array(recordOf(QUICK_ITEM), { maxLength: 3 }), edgeValue),
});

/** The fast path either declines or gives exactly what the schema gives; it never accepts what the schema refuses. */
function agrees(candidate: unknown): void {
  const schema = invoiceSchema.safeParse(candidate);
  const quick = quickCheckInvoice(candidate);
  if (!schema.success) expect(quick).toBeUndefined();
  else if (quick !== undefined) expect(JSON.stringify(quick)).toBe(JSON.stringify(schema.data));
}

describe('the fast path of the model check, on generated invoices', () => {
  it('agrees with the zod schema on arbitrary field values and shapes', () => {
    fc.assert(fc.property(anyInvoice, agrees), { numRuns: 3000, seed: 20261124 });
  });

  it('agrees with the zod schema on plausible invoices with one field changed', () => {
    const oneChange = fc.tuple(
      plausibleInvoice,
      fc.constantFrom(...QUICK_INVOICE.fields.map((f) => f.name)),
      edgeValue,
    );
    let valid = 0;
    let accepted = 0;
    fc.assert(
      fc.property(oneChange, ([invoice, field, value]) => {
        // A plain copy, as the mapping builds them (generated records may lack Object.prototype, which the fast path leaves to the schema).
        const candidate: Record<string, unknown> = structuredClone({ ...invoice, [field]: value });
        agrees(candidate);
        if (invoiceSchema.safeParse(candidate).success) valid += 1;
        if (quickCheckInvoice(candidate)) accepted += 1;
      }),
      { numRuns: 3000, seed: 20261124 },
    );
    // The accepting path was really compared: the fast path settles nearly every valid invoice (it
    // leaves only fields explicitly set to undefined to the schema).
    expect(valid).toBeGreaterThan(100);
    expect(accepted).toBeGreaterThan(valid * 0.8);
  });

  it('knows the same item fields as the schema', () => {
    expect(QUICK_ITEM.fields.map((f) => f.name)).toEqual(Object.keys(invoiceSchema.shape.InvoiceItems.element.shape));
  });
});
