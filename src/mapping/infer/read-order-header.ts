/**
 * Whether a header names an order: a word of the order number's own (`PO Number`, `Purchase
 * Order`, `Bestellnr.`, `Bon de commande`) inside it. A header that only begins one
 * (`Purchase #`, the purchase's own number in AccountEdge and MYOB) is matched to PurchaseOrder by
 * a loose fit, and its values may say it is something else. Pure.
 */
import { FIELD_CATALOG } from '../field-catalog.js';
import { headerKey } from './match-headers.js';
import { OTHER_LANGUAGE_ALIASES } from './other-language-aliases.js';

const ORDER_WORDS = [
  ...(FIELD_CATALOG.items.find((f) => f.name === 'PurchaseOrder')?.aliases ?? []),
  ...(OTHER_LANGUAGE_ALIASES.PurchaseOrder ?? []),
  'order',
].map(headerKey);

/** True when the header holds a word of an order number. */
export function namesOrder(header: string): boolean {
  const key = headerKey(header);
  return ORDER_WORDS.some((w) => key.includes(w));
}
