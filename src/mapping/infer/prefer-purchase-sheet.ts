/**
 * A workbook of VAT journals holds the sales journal and the purchase journal side by side, often
 * sales first. The invoices a finance back-end posts are the supplier bills, so where one sheet's
 * name or title says purchases and another's says sales, the purchases are the data. Pure.
 */
import { foldText } from '../fold-text.js';

export interface SheetWords {
  name: string;
  /** The sheet's titles: the filled cells above its header. */
  titles: string;
}

const EDGE_BEFORE = '(?<![\\p{L}\\p{N}])';
// Words as compared (folded), by language: English, French, Spanish/Portuguese, Italian, German,
// Dutch, Polish, Slovenian/Croatian, Albanian, Russian/Ukrainian, Khmer (written unspaced).
const PURCHASE = new RegExp(
  `${EDGE_BEFORE}(?:purchas\\p{L}*|achats?|compras?|acquist\\p{L}*|einkauf\\p{L}*|eingangsrechnung\\p{L}*|inkoop\\p{L}*|zakup\\p{L}*|nabav\\p{L}*|prejet\\p{L}*|blerj\\p{L}*|покуп\\p{L}*|закупівл\\p{L}*|входящ\\p{L}*)|ទិញ`,
  'u',
);
const SALES = new RegExp(
  `${EDGE_BEFORE}(?:sales?|ventes?|ventas?|vendas?|vendit\\p{L}*|verkauf\\p{L}*|ausgangsrechnung\\p{L}*|verkoop\\p{L}*|sprzedaz\\p{L}*|prodaj\\p{L}*|izdan\\p{L}*|shitj\\p{L}*|продаж\\p{L}*|исходящ\\p{L}*)|លក់`,
  'u',
);

type Side = 'purchases' | 'sales' | undefined;

function sideOf(text: string): Side {
  const folded = foldText(text);
  const purchases = PURCHASE.test(folded);
  const sales = SALES.test(folded);
  return purchases === sales ? undefined : purchases ? 'purchases' : 'sales';
}

/** A sheet's side by its name, else by its titles. */
const sheetSide = (s: SheetWords): Side => sideOf(s.name) ?? sideOf(s.titles);

/**
 * The first sheet that says purchases when another says sales, else undefined (the caller's order
 * stands): `Purchase` over `Sales`, `Compras` over `Ventas`, `Einkauf` over `Verkauf`.
 */
export function preferPurchaseSheet(sheets: readonly SheetWords[]): string | undefined {
  const sides = sheets.map(sheetSide);
  if (!sides.includes('sales')) return undefined;
  return sheets[sides.indexOf('purchases')]?.name;
}
