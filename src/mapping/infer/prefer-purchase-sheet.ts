/**
 * A workbook of VAT journals holds the sales journal and the purchase journal side by side, often
 * sales first. The invoices a finance back-end posts are the supplier bills, so where one sheet of
 * invoice rows says purchases and another says sales, the purchases are the data. Pure.
 */
import { foldText } from '../fold-text.js';

export interface SheetWords {
  name: string;
  /** The sheet's titles: the filled cells above its header. */
  titles: string;
  /** Whether its rows are documents (a column of days), not a summary or a list of parties. */
  invoiceRows: boolean;
}

// Whole words as compared (folded), by language: English, French, Spanish/Portuguese, Italian,
// German, Dutch, Polish, South Slavic, Slovenian, Albanian, Russian, Ukrainian. A stem would read
// other words (`Покупатели`, buyers, starts like `покупки`).
const word = (words: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${words})(?![\\p{L}\\p{N}])`, 'u');
const PURCHASE = word(
  'purchases?|achats?|compras?|acquist[io]|einkauf|einkaufe|eingangsrechnung(?:en)?|inkoop|inkopen|zakup|zakupy|zakupow|zakupu|nabava|nabave|nabavke|prejeti|prejetih|blerje|blerjet|blerjeve|покупки|покупок|покупка|закупки|закупок|закупівлі|закупівля|входящие|входящих|вхідні',
);
const SALES = word(
  'sales?|ventes?|ventas?|vendas?|vendit[ae]|verkauf|verkaufe|ausgangsrechnung(?:en)?|verkoop|verkopen|sprzedaz|sprzedazy|prodaja|prodaje|izdani|izdanih|shitje|shitjet|shitjeve|продажи|продаж|продажа|продажі|исходящие|исходящих|вихідні',
);
// A summary, totals, orders or a list of customers or suppliers is never a journal of invoices,
// whatever side its name says (`Purchases summary`, `Purchase orders`, `Resumen compras`).
const NOT_A_JOURNAL = word(
  'summary|summaries|totals?|recap|resume|recapitulatif|totaux|resumen|resumo|totales|riepilogo|totali|zusammenfassung|ubersicht|uebersicht|summen|overzicht|samenvatting|totalen|podsumowanie|zestawienie|sazetak|permbledhje|итоги|итого|свод|сводка|підсумки|orders?|commandes?|pedidos?|ordini|bestellungen|bestellingen|zamowienia|narudzbe|porosite|заказы|замовлення|customers|clients|clientes|clienti|kunden|klanten|klienci|kupci|klientet|suppliers|vendors|fournisseurs|proveedores|fornecedores|fornitori|lieferanten|leveranciers|dostawcy|dobavljaci|furnizuesit|покупатели|клиенты|поставщики|покупці|клієнти|постачальники|lists?|listes?|listas?|список|перелік',
);
// Khmer is written unspaced and its vowel signs are marks the fold drops, so it is read as written:
// buy and sell (`សៀវភៅទិញ`, the purchase journal), not the buyer or seller (`អ្នកទិញ`, `អ្នកលក់`), nor a total (`សរុប`).
const KHMER_PURCHASE = /(?<!អ្នក)ទិញ/u;
const KHMER_SALES = /(?<!អ្នក)លក់/u;
const KHMER_NOT_A_JOURNAL = /សរុប|អ្នកទិញ|អ្នកលក់/u;

type Side = 'purchases' | 'sales' | undefined;

function sideOf(text: string): Side {
  const folded = foldText(text);
  const written = text.normalize('NFC');
  if (NOT_A_JOURNAL.test(folded) || KHMER_NOT_A_JOURNAL.test(written)) return undefined;
  const purchases = PURCHASE.test(folded) || KHMER_PURCHASE.test(written);
  const sales = SALES.test(folded) || KHMER_SALES.test(written);
  return purchases === sales ? undefined : purchases ? 'purchases' : 'sales';
}

/** A sheet's side by its name, else by its titles; none for a sheet of no invoice rows. */
const sheetSide = (s: SheetWords): Side => (s.invoiceRows ? (sideOf(s.name) ?? sideOf(s.titles)) : undefined);

/**
 * The first sheet of invoice rows that says purchases when another says sales, else undefined (the
 * caller's order stands): `Purchase` over `Sales`, `Compras` over `Ventas`, `Einkauf` over `Verkauf`.
 */
export function preferPurchaseSheet(sheets: readonly SheetWords[]): string | undefined {
  const sides = sheets.map(sheetSide);
  if (!sides.includes('sales')) return undefined;
  return sheets[sides.indexOf('purchases')]?.name;
}
