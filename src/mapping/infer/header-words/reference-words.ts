/**
 * Header words of two look-alikes of the invoice number. A payment reference is the number a
 * payment quotes so the payee can match it: the Czech and Slovak variable symbol, the Finnish and
 * Estonian viitenumero / viitenumber, the Norwegian KID, the Swedish OCR, the Danish FIK and
 * betalings-id, the Swiss QR and ESR references, the Slovenian sklic, the Croatian poziv na broj,
 * the Belgian structured communication, SEPA's creditor reference. A supplier's reference is the
 * number the supplier gave the document, as a buyer's system heads it beside its own numbering
 * (`Reference`, `الرقم المرجعي`, `Referencia`). From the countries' bank and e-invoice formats
 * and accounting software help pages. Pure data.
 */
import type { WordTable } from './word-table.js';

export const PAYMENT_REFERENCE_WORDS: WordTable = {
  field: 'paymentReference',
  words: {
    de: ['QR-Referenz', 'ESR-Referenz', 'ESR-Nr.', 'ESR', 'Zahlungsreferenz', 'Referenznummer ESR'],
    fr: ['Référence QR', 'Référence BVR', 'N° BVR', 'Communication structurée', 'Référence de paiement'],
    it: ['Riferimento QR', 'Numero di riferimento PVR', 'Riferimento pagamento'],
    nl: ['Gestructureerde mededeling', 'Betalingskenmerk', 'Betalingsreferentie'],
    sv: ['OCR', 'OCR-nummer', 'OCR-referens', 'Betalningsreferens'],
    da: ['FIK', 'FIK-nummer', 'Betalings-id', 'Betalingsidentifikation', 'Betalingsreference'],
    nb: ['KID', 'KID-nummer', 'KID-nr.', 'Betalingsreferanse'],
    fi: ['Viite', 'Viitenumero', 'Viitenro', 'Viite nro', 'Maksuviite'],
    et: ['Viitenumber', 'Viitenr', 'Viide'],
    lv: ['Maksājuma references numurs'],
    pl: ['Referencja płatności'],
    cs: ['Variabilní symbol', 'Var. symbol', 'Var. sym.', 'Var.sym.', 'VS', 'Var. s.'],
    sk: ['Variabilný symbol', 'Var. symbol', 'Var. sym.', 'VS'],
    sl: ['Sklic', 'Sklic na številko', 'Referenca plačila'],
    hr: ['Poziv na broj', 'Poziv na broj primatelja'],
  },
};

/** Payment reference words of English-language exports (the word tables' languages leave English to the field catalogue). */
export const ENGLISH_PAYMENT_REFERENCE_WORDS: readonly string[] = [
  'Payment reference',
  'Payment ref',
  'Creditor reference',
  'Structured communication',
  'Remittance reference',
];

export const SUPPLIER_REFERENCE_WORDS: WordTable = {
  field: 'supplierReference',
  words: {
    de: ['Referenz', 'Referenznummer', 'Referenz-Nr.', 'Ihre Referenz', 'Fremdbeleg', 'Fremdbelegnummer'],
    fr: ['Référence', 'Réf.', 'N° de référence', 'Référence fournisseur'],
    it: ['Riferimento', 'Rif.', 'Numero di riferimento', 'Riferimento fornitore'],
    es: ['Referencia', 'Ref.', 'Número de referencia', 'Referencia proveedor'],
    pt: ['Referência', 'Ref.', 'Número de referência', 'Referência do fornecedor'],
    nl: ['Referentie', 'Kenmerk', 'Uw referentie', 'Referentienummer'],
    sv: ['Referens', 'Referensnummer', 'Er referens'],
    da: ['Reference', 'Referencenummer', 'Deres reference'],
    nb: ['Referanse', 'Referansenummer', 'Deres referanse'],
    pl: ['Referencja', 'Numer referencyjny', 'Nr referencyjny'],
    cs: ['Reference', 'Referenční číslo'],
    hu: ['Hivatkozás', 'Hivatkozási szám'],
    ro: ['Referință', 'Număr de referință'],
    el: ['Αριθμός αναφοράς', 'Αναφορά'],
    tr: ['Referans', 'Referans no', 'Referans numarası'],
    ru: ['Номер ссылки', 'Референс'],
    ar: ['الرقم المرجعي', 'المرجع', 'رقم المرجع', 'مرجع', 'رقم مرجع المورد'],
    ja: ['参照番号', '参照No'],
    zh: ['参考号', '参考编号', '参考单号'],
    'zh-Hant': ['參考號', '參考編號'],
    ko: ['참조번호', '참조 번호'],
    vi: ['Số tham chiếu', 'Tham chiếu'],
    th: ['เลขที่อ้างอิง', 'อ้างอิง'],
    id: ['Nomor referensi', 'No. referensi', 'Referensi'],
    ms: ['No. rujukan', 'Nombor rujukan', 'Rujukan'],
    hi: ['संदर्भ संख्या', 'संदर्भ'],
  },
};

/** Supplier reference words of English-language exports. */
export const ENGLISH_SUPPLIER_REFERENCE_WORDS: readonly string[] = [
  'Reference',
  'Ref',
  'Ref No',
  'Reference No',
  'Reference Number',
  'Supplier Reference',
  'Supplier Ref',
  'Vendor Reference',
  'Your Reference',
  'External Reference',
];
