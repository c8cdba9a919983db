import type { Migration } from './migration.js';

/**
 * What the results show of an invoice besides its key: its date (YYYYMMDD as mapped) and the
 * vendor's name (the mapping's vendorName column, or the name a PayeeId was looked up by).
 * Read from the file, never posted; null on rows staged before this migration.
 */
export const addInvoiceDateVendorName: Migration = {
  id: 104,
  name: 'add-invoice-date-vendor-name',
  sql: `
    ALTER TABLE invoices ADD COLUMN invoice_date TEXT;
    ALTER TABLE invoices ADD COLUMN vendor_name TEXT;
  `,
  postgres: `
    ALTER TABLE invoices ADD COLUMN invoice_date TEXT;
    ALTER TABLE invoices ADD COLUMN vendor_name TEXT;
  `,
};
