/**
 * Header words only one currency area writes, for `wordCurrencies`: a language spoken in one
 * currency area, a tax's name or a tax id used in one country, each with why. Pure data.
 */

/**
 * Header words, compared as `headerKey` compares them, that only one currency area writes. Swedish
 * `moms` is no evidence (Finland's Swedish speakers write it too), nor Spanish `NIT` (several
 * American countries), nor `GST` (Australia, Canada, India, Singapore, New Zealand ...).
 */
export const AREA_WORDS: readonly {
  words: RegExp;
  currency: string;
  why: string;
  /** The words are tested on each word of a header, not on the header run together. */
  byWord?: true;
}[] = [
  // Merverdiavgift: Norway's VAT; Denmark and Sweden write moms.
  { words: /^mva|mva$|mvasats|mvakode|inklmva|eksmva/, currency: 'NOK', why: "MVA is Norway's VAT" },
  // Danish spells beløb (Norwegian beløp) and forfald (Norwegian forfall); CVR is Denmark's company register.
  {
    words: /beløb|forfald|^cvr(?:nr|nummer)?$/,
    currency: 'DKK',
    why: 'Danish (beløb, forfald, CVR), written in Denmark, which books in DKK',
  },
  // Arvonlisävero and Y-tunnus: Finland's VAT and business id; Finland's currency is the euro.
  { words: /^alv|alv$|alvprosentti|alvmaara|^ytunnus$/, currency: 'EUR', why: "ALV and Y-tunnus are Finland's" },
  // Partita IVA, imponibile and the SDI exchange are Italy's; Swiss Italian writes numero IVA.
  {
    words: /^piva$|partitaiva|imponibile|^statosdi$|^sdi$/,
    currency: 'EUR',
    why: "P.IVA, Imponibile and SDI are Italy's",
  },
  // Umsatzsteuer is the VAT's name in Germany and Austria (both euro); Switzerland writes MWST.
  {
    words: /^ust(?:betrag|satz|idnr|id)?$|^umsatzsteuer/,
    currency: 'EUR',
    why: 'USt is the VAT of Germany and Austria, which book in EUR',
  },
  // Polish is written in Poland; NIP is its tax id. Czech and Slovak write `faktury` too (Číslo
  // faktury, faktúry once accents drop): only Polish words before it say Polish.
  {
    words:
      /^nip(?:dostawcy|kontrahenta)?$|wystawienia|wewnetrzn|wplywu|kwota|stawka|dostawc|kontrahent|(?:numer|nr|data|wartosc)faktury|zakupu/,
    currency: 'PLN',
    why: 'Polish (NIP, data wystawienia, kwota ...), written in Poland, which books in PLN',
  },
  // CNPJ and CPF are Brazil's company and personal tax ids; a nota fiscal is Brazil's invoice.
  {
    words: /^cnpj|^cpf|cnpjcpf|notafiscal|^nfe$/,
    currency: 'BRL',
    why: "CNPJ, CPF and the nota fiscal are Brazil's",
  },
  // India's GST is split into central, state and integrated parts, and its registration is the GSTIN:
  // whole words, as run together `Value inc GST` and `Less GST` hold the letters of CGST and SGST.
  {
    words: /^(?:cgst|sgst|igst|utgst|gstin)$/,
    currency: 'INR',
    why: "CGST, SGST, IGST and the GSTIN are India's",
    byWord: true,
  },
  // The ABN is Australia's business number, whoever's it is (`Supplier ABN`, `Grower ABN`, `Payee ABN`).
  { words: /^abn(?:no|nr|number)?$|abn$/, currency: 'AUD', why: "the ABN is Australia's" },
  // TCT: Tuvalu's consumption tax; Tuvalu books in the Australian dollar.
  { words: /^tct|tct$/, currency: 'AUD', why: "TCT is Tuvalu's consumption tax, and Tuvalu books in AUD" },
  // Harmonized and Quebec sales taxes are Canada's.
  { words: /^hst|hst$|^qst|qst$|^tvq|tvq$/, currency: 'CAD', why: "HST and QST are Canada's" },
  // RFC and CFDI: Mexico's tax id and electronic invoice.
  { words: /^rfc|rfcproveedor|^cfdi|foliofiscal/, currency: 'MXN', why: "RFC and CFDI are Mexico's" },
  // CUIT: Argentina's tax id.
  { words: /^cuit/, currency: 'ARS', why: "the CUIT is Argentina's" },
  // ÁFA and adószám: Hungary's VAT and tax number.
  { words: /^afa(?:kulcs|osszeg|ertek)?$|^adoszam/, currency: 'HUF', why: "ÁFA and adószám are Hungary's" },
  // VSK (virðisaukaskattur) is Iceland's VAT, and the kennitala its id of persons and companies.
  { words: /^vsk|vsk$|^kennitala/, currency: 'ISK', why: "VSK and the kennitala are Iceland's" },
  // KDV: Turkey's VAT.
  { words: /^kdv|kdv$|kdvtutari|kdvorani/, currency: 'TRY', why: "KDV is Turkey's VAT" },
  // Slovak, not Czech, spellings: IČ DPH (Czech DIČ), dodávateľa (dodavatele), oslobodené (osvobozené), celkom, prijatia (přijetí).
  {
    words: /^icdph|dodavatela|oslobodene|^celkom|prijatia/,
    currency: 'EUR',
    why: 'Slovak (IČ DPH, dodávateľa, oslobodené ...), written in Slovakia, which books in EUR',
  },
  // Czech, not Slovak, spellings: celkem (Slovak celkom), vystaveno (vystavené), k likvidaci, DUZP; splatnost is both once accents drop.
  {
    words: /celkem|^vystaveno$|likvidaci|^duzp$/,
    currency: 'CZK',
    why: 'Czech (celkem, vystaveno, DUZP ...), written in the Czech Republic, which books in CZK',
  },
  // Turkmen is written in Turkmenistan: GBÜS (goşulan baha üçin salgyt) is its VAT, üpjün ediji a supplier,
  // hasap-faktura an invoice (Azerbaijani writes hesab-faktura, Uzbek hisob-faktura).
  {
    words: /^gbus|upjunediji|hasapfaktura/,
    currency: 'TMT',
    why: 'Turkmen (GBÜS, üpjün ediji, hasap-faktura), written in Turkmenistan, which books in TMT',
  },
];
