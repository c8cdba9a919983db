/**
 * A withholding column beside the tax (Turkish `KDV Tevkifat Tutarı`, Spanish `Cuota retención`,
 * Italian `Ritenuta`, English `Withholding Tax`): the tax owed is the computed tax less what is
 * withheld, so the tax column alone is not the line's Tax. The Tax is then written commented out
 * with the reason: left for the user, never posted wrong. Pure but for the lists it is given.
 */
import type { FieldDoubt } from './choose-fields.js';
import type { FieldLine } from './render-proposal.js';
import { doubtItemsLine } from './doubt-field.js';
import { namesWithholding, withholdsIncomeTax } from './names-withholding.js';

/**
 * The headers that name a withheld amount, as compared; income tax withheld at source (Colombia's
 * `Retención en la fuente`) is taken from the payment, not from the tax.
 */
export function withheldHeaders(headers: readonly string[]): string[] {
  return headers.filter((h) => namesWithholding(h) && !withholdsIncomeTax(h));
}

/** Moves the items' Tax to the doubts where a withholding column stands beside it. */
export function doubtWithheldTax(items: FieldLine[], doubts: FieldDoubt[], headers: readonly string[]): void {
  const withheld = withheldHeaders(headers);
  if (withheld.length === 0) return;
  doubtItemsLine(
    items,
    doubts,
    'Tax',
    `${withheld.map((h) => `"${h}"`).join(' and ')} withholds part of the tax: the tax owed may be the tax less what is withheld; check which the books post`,
  );
}
