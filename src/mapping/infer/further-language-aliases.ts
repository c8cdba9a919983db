/**
 * The commonest header words of exports written in Norwegian, Danish, Portuguese, Polish and
 * Finnish, by the field they name, compared as `other-language-aliases.ts` words are (`ø` kept:
 * `Beløp inkl. mva` -> `beløpinklmva`). They rank after the other languages' words.
 */
export const FURTHER_LANGUAGE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  InvoiceId: ['bilagsnummer', 'bilagsnr'],
  PayeeId: [
    'leverandørnummer',
    'leverandørnr',
    'leverandør',
    'codigofornecedor',
    'fornecedor',
    'kontrahent',
    'dostawca',
    'toimittajanumero',
    'toimittaja',
  ],
  Invoice_Number: ['numerodafatura', 'numerofatura', 'numerfaktury', 'nrfaktury', 'laskunnumero', 'fatura'],
  // A purchase list's lone `Dato` is the document's date (Fiken, Tripletex); a due date says forfall.
  Invoice_Date: [
    'fakturadato',
    'dato',
    'datadafatura',
    'dataemissao',
    'datawystawienia',
    'laskunpaivamaara',
    'laskupaiva',
  ],
  Invoice_Amount: [
    'fakturabeløp',
    'totalbeløp',
    'beløpinklmva',
    'beløbinklmoms',
    'valortotal',
    'totaldafatura',
    'kwotabrutto',
    'wartoscbrutto',
    'laskunsumma',
    'yhteensa',
    // Verollinen summa: the sum with tax; veroton, without.
    'verollinensumma',
    'verollinen',
  ],
  Amount: [
    'nettobeløp',
    'beløpeksmva',
    'beløbeksklmoms',
    'beløp',
    'beløb',
    'valorliquido',
    'kwotanetto',
    'wartoscnetto',
    'verotonsumma',
    'veroton',
  ],
  Tax: ['mvabeløp', 'mva', 'momsbeløb', 'valoriva', 'kwotavat', 'podatek', 'alvmaara', 'alv'],
  TaxRate: ['mvasats', 'sats', 'stawkavat', 'alvprosentti'],
  TaxCode: ['mvakode', 'momskode'],
  CurrencyCode: ['moeda', 'waluta', 'valuutta'],
  Line_Number: ['linje'],
  Description: ['beskrivelse', 'descricao', 'opis', 'kuvaus', 'selite'],
  CostObject: ['avdeling', 'afdeling', 'kostnadssted', 'omkostningssted', 'centrodecusto', 'kustannuspaikka'],
};
