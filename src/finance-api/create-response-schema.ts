/**
 * The answer of invoice create (seed 2.3). Unknown extra fields are tolerated; missing echo
 * tables default to empty, because the success case is decided by E_RETCODE alone.
 */
import { z } from 'zod';
import { itemTable, retcodeSchema } from './answer-shapes.js';

const str = () => z.string().catch('');

export const contactEchoSchema = z.looseObject({
  MANDT: str().optional(),
  INV_INSTNC_ID: str().optional(),
  ROLE: str().optional(),
  USER_ID: str().optional(),
  CONTACT_NAME: str().optional(),
  TELEPHONE: str().optional(),
  EMAIL: str().optional(),
});

export const eventEchoSchema = z.looseObject({
  MANDT: str().optional(),
  INV_INSTNC_ID: str().optional(),
  EVENT_ID: str().optional(),
  EVENT_NAME: str().optional(),
  EVENT_DATE: str().optional(),
  CREATED_BY: str().optional(),
  EVENT_DESC: str().optional(),
});

export const createResponseSchema = z.looseObject({
  /** Digits as text; a number is kept as parsed and judged against the raw text (see readInstanceId). */
  E_INSTANCE_ID: z
    .union([z.string(), z.number()])
    .optional()
    .transform((v) => v ?? ''),
  E_MESSAGE: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  E_RETCODE: retcodeSchema,
  T_CONTACT: itemTable(contactEchoSchema),
  T_EVENT: itemTable(eventEchoSchema),
});

export type CreateResponse = z.output<typeof createResponseSchema>;
