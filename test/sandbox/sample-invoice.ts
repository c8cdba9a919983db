/**
 * A valid Invoice for tests of the client and the sandbox; vary it with `overrides`.
 */
import type { Invoice } from '../../src/invoice/invoice-schema.js';

let counter = 0;

/** A valid invoice with a fresh Invoice_Number each call, for the sandbox's first advertiser. */
export function sampleInvoice(overrides: Partial<Invoice> = {}): Invoice {
  counter += 1;
  const number = `INV-2025-${String(counter).padStart(5, '0')}`;
  return {
    InstanceID: null,
    InvoiceId: `AP-${counter}`,
    Changed_on: '20250131',
    Changed_by: 'jdoe',
    PayeeId: '0000100001',
    CurrencyCode: 'EUR',
    Invoice_Number: number,
    Invoice_Date: '20250131',
    Invoice_Amount: '1190.0000',
    Received_On: '20250201',
    Invoice_Status: 'Posted',
    Discount: 'N',
    CompCode: '1000',
    Events: [
      {
        InstanceID: null,
        Event_ID: 'EV-1',
        Event_Name: 'Spring campaign',
        Event_Date: '20250115',
        Created_By: 'jdoe',
        Event_Description: 'Launch',
      },
    ],
    Contacts: [
      {
        InstanceID: null,
        Telephone: '+49 30 1234567',
        Role: 'Requester',
        Email: 'jane.doe@example.com',
        User_ID: 'jdoe',
      },
    ],
    InvoiceItems: [
      {
        InstanceID: null,
        Line_Number: '1',
        Description: 'Banner placement',
        Amount: '1000.0000',
        Tax: '190.0000',
        TaxRate: '19.00',
        CountryCode: 'DE',
      },
    ],
    ...overrides,
  };
}
