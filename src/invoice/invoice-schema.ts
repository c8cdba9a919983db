/**
 * The Invoice of the finance API (seed section 2.2), field by field with its exact seed name.
 * Required fields are those without which an invoice cannot be identified or booked; the seed
 * does not say which are required, so everything else is optional and omitted when empty.
 */
import { z } from 'zod';
import {
  AMOUNT_PATTERN,
  BASE64_PATTERN,
  COUNTRY_PATTERN,
  CURRENCY_PATTERN,
  EMAIL_PATTERN,
  RATE_PATTERN,
  YEAR_PATTERN,
  hasControlCharacter,
  isCalendarDate,
} from './formats.js';

/** NUL ends text in many systems downstream: what they store would differ from what was sent. */
const text = () =>
  z
    .string()
    .max(4000, 'expected at most 4000 characters')
    .refine((v) => !v.includes('\0'), 'expected text without NUL characters');
/**
 * The fields that identify an invoice (and that results, journal and finance system must show
 * alike): control characters there are a damaged file, never part of a key.
 */
const requiredText = () =>
  z
    .string()
    .trim()
    .min(1, 'expected a value, got nothing')
    .max(255, 'expected at most 255 characters')
    .refine((v) => !hasControlCharacter(v), 'expected text without control characters (NUL, tab, line breaks, escape)');
export const dateField = () => z.string().refine(isCalendarDate, { message: 'expected a calendar date YYYYMMDD' });
export const amountField = () =>
  z
    .string()
    .regex(AMOUNT_PATTERN, 'expected an amount with at most 15 digits before the point and four after, e.g. 1234.5000');
const rateField = () => z.string().regex(RATE_PATTERN, 'expected a rate with two decimal places, e.g. 19.00');
const instanceId = () => z.null({ message: 'expected null: InstanceID is assigned by the finance system' });

export const invoiceEventSchema = z
  .object({
    InstanceID: instanceId(),
    Event_ID: text().optional(),
    Event_Name: text().optional(),
    Event_Date: dateField().optional(),
    Created_By: text().optional(),
    Event_Description: text().optional(),
  })
  .strict();

export const invoiceContactSchema = z
  .object({
    InstanceID: instanceId(),
    Telephone: text().optional(),
    Role: text().optional(),
    Email: z.string().regex(EMAIL_PATTERN, 'expected an e-mail address').optional(),
    User_ID: text().optional(),
  })
  .strict();

export const invoiceItemSchema = z
  .object({
    InstanceID: instanceId(),
    InvoiceAllocationId: text().optional(),
    InvoiceId: text().optional(),
    Line_Number: text().optional(),
    Record_Id: text().optional(),
    Description: text().optional(),
    PurchaseOrder: text().optional(),
    Country: text().optional(),
    CountryCode: z.string().regex(COUNTRY_PATTERN, 'expected a two-letter country code, e.g. DE').optional(),
    ChargeCode: text().optional(),
    Amount: amountField(),
    Tax: amountField().optional(),
    Person: text().optional(),
    Hours: text().optional(),
    BudgetName: text().optional(),
    BudgetType: text().optional(),
    BudgetYear: z.string().regex(YEAR_PATTERN, 'expected a four-digit year').optional(),
    FirmReferenceNumber: text().optional(),
    MatterDate: dateField().optional(),
    RecordName: text().optional(),
    ReferenceNumber: text().optional(),
    TaxCode: text().optional(),
    TaxDescription: text().optional(),
    TaxRate: rateField().optional(),
    GLAccount: text().optional(),
    CostObject: text().optional(),
    CompCode: text().optional(),
    WBSE: text().optional(),
  })
  .strict();

export const invoiceSchema = z
  .object({
    InstanceID: instanceId(),
    InvoiceId: requiredText(),
    Changed_on: dateField().optional(),
    Changed_by: text().optional(),
    PayeeId: requiredText(),
    CurrencyCode: z.string().regex(CURRENCY_PATTERN, 'expected a three-letter currency code, e.g. EUR'),
    Invoice_Number: requiredText(),
    Invoice_Date: dateField(),
    Invoice_Amount: amountField(),
    Received_On: dateField().optional(),
    Created_On: dateField().optional(),
    Submitted_By: text().optional(),
    Submitted_On: dateField().optional(),
    Authorizer: text().optional(),
    Authorized_On: dateField().optional(),
    Invoice_Status: text().optional(),
    Posted_Date: dateField().optional(),
    Comments: text().optional(),
    Discount: z.enum(['Y', 'N'], { message: 'expected Y or N' }).optional(),
    Discount_Terms: text().optional(),
    Processed_On: dateField().optional(),
    CompCode: text().optional(),
    PDF: z.string().regex(BASE64_PATTERN, 'expected base64 content').optional(),
    Events: z.array(invoiceEventSchema),
    Contacts: z.array(invoiceContactSchema),
    InvoiceItems: z.array(invoiceItemSchema).min(1, 'expected at least one invoice line'),
  })
  .strict();

export type InvoiceEvent = z.infer<typeof invoiceEventSchema>;
export type InvoiceContact = z.infer<typeof invoiceContactSchema>;
export type InvoiceItem = z.infer<typeof invoiceItemSchema>;
export type Invoice = z.infer<typeof invoiceSchema>;

/** Every field name of the Invoice, its items, events and contacts, in seed order. */
export const INVOICE_FIELDS = Object.keys(invoiceSchema.shape) as (keyof Invoice)[];
export const ITEM_FIELDS = Object.keys(invoiceItemSchema.shape) as (keyof InvoiceItem)[];
export const EVENT_FIELDS = Object.keys(invoiceEventSchema.shape) as (keyof InvoiceEvent)[];
export const CONTACT_FIELDS = Object.keys(invoiceContactSchema.shape) as (keyof InvoiceContact)[];
