import { describe, expect, it } from 'vitest';
import { BODY_ROOM_BESIDES_PDF, DEFAULT_MAX_PDF_BYTES, base64Length } from '../../src/invoice/pdf-size.js';
import { MAX_BODY_BYTES } from '../../src/sandbox/sandbox-http.js';
import { validInvoice } from '../batch/mapped-invoices.js';

describe('PDF size limit and the sandbox body limit', () => {
  it('counts base64 characters as the encoder writes them', () => {
    expect(base64Length(3)).toBe(Buffer.alloc(3).toString('base64').length);
    expect(base64Length(20)).toBe(Buffer.alloc(20).toString('base64').length);
    expect(base64Length(DEFAULT_MAX_PDF_BYTES)).toBe(27_962_028);
  });

  it('lets the sandbox take a create with the largest default PDF and 300 lines', () => {
    const items = Array.from({ length: 300 }, (_, i) => ({
      InstanceID: null,
      Line_Number: String(i + 1),
      Amount: '1234567.8900',
      Tax: '234567.8900',
      Description: 'x'.repeat(200),
    }));
    const body = JSON.stringify({ ...validInvoice(1, { prefix: 'BIG' }), InvoiceItems: items, PDF: '' });
    expect(body.length).toBeLessThan(BODY_ROOM_BESIDES_PDF);
    expect(base64Length(DEFAULT_MAX_PDF_BYTES) + body.length).toBeLessThanOrEqual(MAX_BODY_BYTES);
  });
});
