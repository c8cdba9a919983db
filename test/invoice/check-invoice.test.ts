import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { checkInvoice } from '../../src/invoice/check-invoice.js';
import {
  invoiceContactSchema,
  invoiceEventSchema,
  invoiceItemSchema,
  invoiceSchema,
} from '../../src/invoice/invoice-schema.js';
import {
  QUICK_CONTACT,
  QUICK_EVENT,
  QUICK_INVOICE,
  QUICK_ITEM,
  quickCheckInvoice,
} from '../../src/invoice/quick-check-invoice.js';

function validInvoice(): Record<string, unknown> {
  return {
    InstanceID: null,
    InvoiceId: '100001-RE-1',
    PayeeId: '0000100001',
    Invoice_Number: 'RE-1',
    Invoice_Date: '20250101',
    Received_On: '20250102',
    CurrencyCode: 'EUR',
    Invoice_Amount: '119.0000',
    Discount: 'Y',
    CompCode: '1000',
    Invoice_Status: 'Posted',
    Events: [{ InstanceID: null, Event_Name: 'Received', Event_Date: '20250102' }],
    Contacts: [{ InstanceID: null, Role: 'AP', Email: 'ap@example.com' }],
    InvoiceItems: [
      {
        InstanceID: null,
        Line_Number: '1',
        Description: 'Banner',
        Amount: '100.0000',
        Tax: '19.0000',
        TaxRate: '19.00',
        CountryCode: 'DE',
      },
      { InstanceID: null, Line_Number: '2', Amount: '0.0000' },
    ],
  };
}

const VALUES: unknown[] = [
  undefined,
  null,
  '',
  ' ',
  'x',
  ' 12 ',
  '\tRE-1\n',
  'a'.repeat(255),
  'a'.repeat(256),
  ` ${'a'.repeat(255)} `,
  'a'.repeat(4000),
  'a'.repeat(4001),
  '20240229',
  '20230229',
  '18991231',
  '2024-01-01',
  '1234.5000',
  '-1.0000',
  '1.5',
  '1234567890123456.0000',
  '19.00',
  '7.5',
  '1000.00',
  'EUR',
  'eur',
  'EURO',
  'DE',
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
  5,
  true,
  [],
  {},
  'RE\u00001',
  'RE\u001b[31m1',
  'RE\u00851',
  'RE\t1',
  ' RE-1\u007f',
];

/** Every variant: each field of the invoice, of a line, an event and a contact set to each value or removed, and odd shapes. */
function variants(): unknown[] {
  const out: unknown[] = [validInvoice()];
  const places: [string, (invoice: Record<string, unknown>) => Record<string, unknown>][] = [
    ['invoice', (i) => i],
    ['item', (i) => (i.InvoiceItems as Record<string, unknown>[])[0]!],
    ['event', (i) => (i.Events as Record<string, unknown>[])[0]!],
    ['contact', (i) => (i.Contacts as Record<string, unknown>[])[0]!],
  ];
  const shapes = { invoice: QUICK_INVOICE, item: QUICK_ITEM, event: QUICK_EVENT, contact: QUICK_CONTACT };
  for (const [name, at] of places) {
    for (const field of [...shapes[name as keyof typeof shapes].fields.map((f) => f.name), 'Unknown_Field']) {
      for (const value of VALUES) {
        const invoice = validInvoice();
        at(invoice)[field] = value;
        out.push(invoice);
      }
      const without = validInvoice();
      delete at(without)[field];
      out.push(without);
    }
  }
  out.push(
    { ...validInvoice(), InvoiceItems: [] },
    { ...validInvoice(), Events: [], Contacts: [] },
    { ...validInvoice(), InvoiceItems: [undefined] },
  );
  out.push(Object.assign(Object.create(null) as object, validInvoice()), [validInvoice()], null, 'invoice', undefined);
  return out;
}

function optionalNames(schema: z.ZodObject): string[] {
  return Object.entries(schema.shape as Record<string, z.ZodType>)
    .filter(([, field]) => field.safeParse(undefined).success)
    .map(([name]) => name);
}

describe('the fast path of the model check', () => {
  it('knows the fields of the schema, in its order, optional where the schema is', () => {
    const pairs: [typeof QUICK_INVOICE, z.ZodObject][] = [
      [QUICK_INVOICE, invoiceSchema],
      [QUICK_ITEM, invoiceItemSchema],
      [QUICK_EVENT, invoiceEventSchema],
      [QUICK_CONTACT, invoiceContactSchema],
    ];
    for (const [quick, schema] of pairs) {
      expect(quick.fields.map((f) => f.name)).toEqual(Object.keys(schema.shape));
      expect(quick.fields.filter((f) => f.optional).map((f) => f.name)).toEqual(optionalNames(schema));
    }
  });

  it('accepts only what the schema accepts, and gives exactly what the schema gives', () => {
    let accepted = 0;
    let valid = 0;
    for (const candidate of variants()) {
      const schema = invoiceSchema.safeParse(candidate);
      const quick = quickCheckInvoice(candidate);
      if (!schema.success) {
        expect(quick, JSON.stringify(candidate)?.slice(0, 300)).toBeUndefined();
        continue;
      }
      valid++;
      if (quick === undefined) continue;
      accepted++;
      expect(JSON.stringify(quick)).toBe(JSON.stringify(schema.data));
      expect(quick).toEqual(schema.data);
    }
    // The fast path must carry nearly every valid variant (only fields set to undefined are left to the schema).
    expect(valid).toBeGreaterThan(300);
    expect(accepted).toBeGreaterThan(valid * 0.8);
  });

  it('hands required texts on trimmed, as the schema does', () => {
    const result = checkInvoice({ ...validInvoice(), Invoice_Number: '  RE-1 ' });
    expect(result.problems).toEqual([]);
    expect(result.invoice?.Invoice_Number).toBe('RE-1');
    expect(Object.keys(result.invoice ?? {})).toEqual(
      Object.keys(invoiceSchema.shape).filter((k) => k in validInvoice()),
    );
  });

  it('leaves problems to the schema, with its paths and messages', () => {
    const invoice = validInvoice();
    delete (invoice.InvoiceItems as Record<string, unknown>[])[1]!.Amount;
    invoice.CurrencyCode = 'eur';
    const result = checkInvoice(invoice);
    expect(result.invoice).toBeUndefined();
    expect(result.problems).toEqual([
      { path: 'CurrencyCode', value: 'eur', message: 'expected a three-letter currency code, e.g. EUR' },
      { path: 'InvoiceItems[1].Amount', value: undefined, message: 'Invalid input: expected string: missing' },
    ]);
  });
});
