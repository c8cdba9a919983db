/**
 * A mapping whose InvoiceId is the source system's own document id (column `Id` unless told), its
 * number and vendor id from the columns given: the InvoiceId hold's tests upload one file under
 * two such mappings, as a user who corrected the number or vendor column would.
 */
export const documentIdMapping = (number: string, payee = 'Vendor', id = 'Id'): string => `
invoice:
  InvoiceId: ${id}
  PayeeId: ${payee}
  Invoice_Number: ${number}
  Invoice_Date: Date
  CurrencyCode: Currency
  Invoice_Amount: Total
items:
  Line_Number: { sequence: true }
  Amount: Net
  Tax: Tax
`;
