/**
 * The mapping most tests read their small CSVs with: one row per invoice, columns Vendor, Number,
 * Date, Currency, Total, Net and Tax, one line per invoice.
 */
export const ONE_ROW_MAPPING = `
invoice:
  InvoiceId: { template: "{Vendor}-{Number}" }
  PayeeId: Vendor
  Invoice_Number: Number
  Invoice_Date: Date
  CurrencyCode: Currency
  Invoice_Amount: Total
items:
  Line_Number: { sequence: true }
  Amount: Net
  Tax: Tax
`;

/**
 * One row per invoice of columns Vendor, Number, Date, Currency and Total, posted with status
 * Posted and one line of the Total: the drop-folder tests' mapping.
 */
export const TOTAL_ROW_MAPPING = `
invoice:
  InvoiceId: { template: "{Vendor}-{Number}" }
  PayeeId: Vendor
  Invoice_Number: Number
  Invoice_Date: Date
  CurrencyCode: Currency
  Invoice_Amount: Total
  Invoice_Status: { value: Posted }
items:
  Line_Number: { sequence: true }
  Amount: Total
`;
