/**
 * Kinds of fiscal vouchers named by their effect on the issuer, as Mexico's CFDI catalogue writes
 * them and the exports of its portal and of the accounting packages that read it repeat: Ingreso
 * (income to the issuer: an invoice), Egreso (an outflow: a credit note), Pago (a payment receipt),
 * Traslado (goods moved, nothing sold) and Nómina (a payslip); or their letters I, E, P, T, N, or
 * both (`E - Egreso`). Egreso alone is also what a cash book calls any payment out, so it is read
 * as a credit note only beside Ingreso. Pure.
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

/** The effect a value names, or undefined; a lone letter counts only where `letters` says the column is a kind's. */
function effectOf(value: string, letters: boolean): Effect | undefined {
  const match = EFFECT.exec(foldText(value).trim().toLowerCase());
  if (!match) return undefined;
  if (match[2] !== undefined)
    return match[1] !== undefined && BY_LETTER[match[1]] !== match[2] ? undefined : BY_WORD[match[2]];
  return letters ? BY_WORD[BY_LETTER[match[3]!]!] : undefined;
}

export interface EffectKinds {
  /** The values that are credit notes (`Egreso`). */
  credits: string[];
  /** The values that are no invoice to post: payment receipts, transfers and payslips. */
  notInvoices: string[];
}

/**
 * The effects of a column's distinct values, where every one is an effect and an invoice
 * (Ingreso) is among them; `letters` where the header names a kind, so that `I` and `E` are read.
 */
export function readEffectKinds(values: readonly string[], letters = false): EffectKinds | undefined {
  const filled = values.filter((v) => v.trim() !== '');
  const effects = filled.map((v) => effectOf(v, letters));
  if (filled.length < 2 || effects.some((e) => e === undefined) || !effects.includes('invoice')) return undefined;
  return {
    credits: filled.filter((_, i) => effects[i] === 'credit'),
    notInvoices: filled.filter((_, i) => effects[i] !== 'invoice' && effects[i] !== 'credit'),
  };
}
