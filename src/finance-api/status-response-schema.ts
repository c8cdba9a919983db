/**
 * The answer of invoice status (seed 2.4), every field the seed lists. Unknown fields are kept;
 * the contents of T_CODING, T_HISTORY and T_INBOX are not specified and are passed through.
 */
import { z } from 'zod';
import { itemTable, retcodeSchema } from './answer-shapes.js';

// docs/api.md: any field may be missing or null; a back-end writes null for what it has not got yet.
const str = () =>
  z
    .union([z.string(), z.number().transform(String)])
    .nullish()
    .transform((v) => v ?? '');

export const erpDetailsSchema = z.looseObject({
  BUKRS: str(),
  BELNR: str(),
  GJAHR: str(),
  BLART: str(),
  BUDAT: str(),
  AUGBL: str(),
  AUGDT: str(),
  ZBUKR: str(),
  VBLNR: str(),
  LAUFD: str(),
  CHECT: str(),
  RZAWE: str(),
});

export const statusSchema = z.looseObject({
  INV_INSTNC_ID: str(),
  OBJ_TYPE: str(),
  RECEIVED_ON_DATE: str(),
  // Compared with the final codes: padding (" 28") is not part of the code.
  CURRNT_STS: str().transform((code) => code.trim()),
  STS_DESCR: str(),
  CREATED_ON: str(),
  TIMESTAMP: str(),
  EBELN: str(),
  SYSTEM_ID: str(),
});

export const approvalItemSchema = z.looseObject({
  INV_INSTANCE: str(),
  APP_STOP_ID: str(),
  AP_GROUP: str(),
  APPRO_TYPE: str(),
  ORD_APPR: z
    .union([
      z.number(),
      z
        .string()
        .regex(/^-?\d+(\.\d+)?$/)
        .transform(Number),
    ])
    .nullish()
    .transform((v) => v ?? undefined),
  SSO_ID: str(),
  NAME_FIRST: str(),
  NAME_LAST: str(),
  TITLE: str(),
  APPROVE_STATUS: str(),
  ACTION_CODE: str(),
  PRE_APP_TYPE: str(),
});

export const workflowItemSchema = z.looseObject({
  SORT_ORD: str(),
  SSO_ID: str(),
  NAME_FIRST: str(),
  NAME_LAST: str(),
  APPRO_TYPE: str(),
  ESC_APP: str(),
  ACTION_CODE: str(),
  ACTION_DESCRIPTION: str(),
  TIMESTAMP: str(),
  REJ_RSN_CODE: str(),
  PLATFORM: str(),
  COMMENTS: str(),
});

/** E_ERP_DETAILS of an invoice not yet posted: empty texts and zero dates, as the API writes them. */
export const EMPTY_ERP_DETAILS = {
  BUKRS: '',
  BELNR: '',
  GJAHR: '0000',
  BLART: '',
  BUDAT: '00000000',
  AUGBL: '',
  AUGDT: '00000000',
  ZBUKR: '',
  VBLNR: '',
  LAUFD: '00000000',
  CHECT: '',
  RZAWE: '',
};

export const statusResponseSchema = z.looseObject({
  E_RETCODE: retcodeSchema,
  E_MESSAGE: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  E_ERP_DETAILS: erpDetailsSchema.nullish().transform((v) => v ?? erpDetailsSchema.parse(EMPTY_ERP_DETAILS)),
  E_STATUS: statusSchema,
  T_APPROVAL: itemTable(approvalItemSchema),
  T_APP_WORKFLOW: itemTable(workflowItemSchema),
  T_CODING: z.unknown().optional(),
  T_HISTORY: z.unknown().optional(),
  T_INBOX: z.unknown().optional(),
});

export type StatusResponse = z.output<typeof statusResponseSchema>;
