/**
 * Shapes both invoice answers share: tables written as `{ item: [...] }` and the integer
 * E_RETCODE, which some gateways send as text.
 */
import { z } from 'zod';

/**
 * `{ item: [...] }` as a plain list; a single object, or a table or item missing or null, is accepted
 * too, and so is an empty string: how SAP JSON converters write an empty table.
 */
export function itemTable<T extends z.ZodType>(item: T) {
  return z
    .union([z.literal(''), z.looseObject({ item: z.union([z.array(item), item.transform((one) => [one])]).nullish() })])
    .nullish()
    .transform((table) => (typeof table === 'object' && table !== null ? (table.item ?? []) : []));
}

export const retcodeSchema = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^-?\d+$/)
    .transform(Number),
]);
