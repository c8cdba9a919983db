/**
 * Kinds of fiscal vouchers named by their effect on the issuer, as Mexico's CFDI catalogue writes
 * them and the exports of its portal and of the accounting packages that read it repeat: Ingreso
 * (income to the issuer: an invoice), Egreso (an outflow: a credit note), Pago (a payment receipt),
 * Traslado (goods moved, nothing sold) and Nómina (a payslip); or their letters I, E, P, T, N, or
 * both (`E - Egreso`). A cash book's `ingresos y egresos` are its income and its expenses (an
 * Egreso there is a purchase, no credit note) and `I`, `N`, `T` also code national, import or
 * transfer rows, so the effects are read only under a header that names the voucher or in a sheet
 * of folios fiscales, never under a movement's header; and Egreso only beside Ingreso. Pure.
 */
import { foldText } from '../fold-text.js';

type Effect = 'invoice' | 'credit' | 'receipt' | 'transfer' | 'payslip';

const BY_WORD: Readonly<Record<string, Effect>> = {
  ingreso: 'invoice',
  egreso: 'credit',
  pago: 'receipt',
  traslado: 'transfer',
  nomina: 'payslip',
};
const BY_LETTER: Readonly<Record<string, string>> = {
  i: 'ingreso',
  e: 'egreso',
  p: 'pago',
  t: 'traslado',
  n: 'nomina',
};
// `Egreso`, `E`, or the letter before the word as catalogues list them: `E - Egreso`, `E: Egreso`.
const EFFECT = /^(?:([iepnt])\s*[-–:.)]\s*)?(ingreso|egreso|pago|traslado|nomina)$|^([iepnt])$/;

/** The effect a value names (as a word, a letter, or both, agreeing), or undefined. */
function effectOf(value: string): Effect | undefined {
  const match = EFFECT.exec(foldText(value).trim().toLowerCase());
  if (!match) return undefined;
  if (match[2] !== undefined)
    return match[1] !== undefined && BY_LETTER[match[1]] !== match[2] ? undefined : BY_WORD[match[2]];
  return BY_WORD[BY_LETTER[match[3]!]!];
}

export interface EffectKinds {
  /** The values that are credit notes (`Egreso`). */
  credits: string[];
  /** The values that are no invoice to post: payment receipts, transfers and payslips. */
  notInvoices: string[];
}

// A header that names the voucher: `Efecto del Comprobante`, `Tipo de comprobante`, `TipoDeComprobante`, `Tipo CFDI`.
const VOUCHER_HEADER = /comprobante|efecto|cfdi/;
// A cash or bank book's movement, where Ingreso and Egreso are money in and out.
const MOVEMENT_HEADER = /movimiento|caja|banco|bank|cash|flujo|operacion|transacci/;
// A folio fiscal: the UUID the tax authority's stamp gives every CFDI.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when a column of the sheet holds folios fiscales (a UUID in every filled cell): its rows are CFDIs. */
export function listsVouchers(columns: readonly { texts: readonly (string | undefined)[] }[]): boolean {
  return columns.some((c) => {
    const filled = c.texts.filter((t): t is string => t !== undefined && t.trim() !== '');
    return filled.length > 0 && filled.every((t) => UUID.test(t.trim()));
  });
}

/**
 * The effects of a column's distinct values, where every one is an effect and an invoice (Ingreso)
 * is among them, and the column is a voucher's: its header names the voucher, or `vouchers` says the
 * sheet lists CFDIs (listsVouchers) and the header names no cash movement.
 */
export function readEffectKinds(values: readonly string[], header: string, vouchers = false): EffectKinds | undefined {
  const key = foldText(header).toLowerCase();
  if (MOVEMENT_HEADER.test(key) || !(VOUCHER_HEADER.test(key) || vouchers)) return undefined;
  const filled = values.filter((v) => v.trim() !== '');
  const effects = filled.map((v) => effectOf(v));
  if (filled.length < 2 || effects.some((e) => e === undefined) || !effects.includes('invoice')) return undefined;
  return {
    credits: filled.filter((_, i) => effects[i] === 'credit'),
    notInvoices: filled.filter((_, i) => effects[i] !== 'invoice' && effects[i] !== 'credit'),
  };
}
