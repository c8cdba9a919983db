/**
 * Shapes both invoice answers share: tables written as `{ item: [...] }` and the integer
 * E_RETCODE, which some gateways send as text.
 */
import { z } from 'zod';

/** `{ item: [...] }` as a plain list; a single object, or a table or item missing or null, is accepted too. */
export function itemTable<T extends z.ZodType>(item: T) {
  return z
    .looseObject({ item: z.union([z.array(item), item.transform((one) => [one])]).nullish() })
    .nullish()
    .transform((table) => table?.item ?? []);
}

export const retcodeSchema = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^-?\d+$/)
    .transform(Number),
]);
