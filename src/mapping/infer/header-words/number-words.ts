/**
 * Header words of two keys: the number the supplier wrote on its invoice and the books' own entry
 * number (the supplier's own words are in supplier-words.ts). "Invoice number" is EN 16931's BT-1
 * in each language's version of the norm and of PEPPOL BIS Billing 3.0 (Číslo faktury, Számla
 * sorszáma, Numer faktury ...); the books' entry and voucher words are those of the countries'
 * accounting software help pages (DATEV, Pohoda, Money S3, Számlázz.hu, Comarch, Merit, Tilda, 1C,
 * Priority, Logo, Mikro, MISA, Zoho Books' translations). A "document number" is the books' own (as
 * English `Document No.`); an "invoice number" the supplier's.
 */
import type { WordTable } from './word-table.js';

export const INVOICE_NUMBER_WORDS: WordTable = {
  field: 'Invoice_Number',
  words: {
    // An external document number is the one the supplier gave it, beside the books' own Beleg-Nr.
    de: [
      'Rechnungs-Nr.',
      'Re.-Nr.',
      'Lieferanten-Rechnungsnr.',
      'Ext. Beleg-Nr.',
      'Ext. Belegnummer',
      'Externe Belegnummer',
      'Externe Beleg-Nr.',
      'Fremdbeleg-Nr.',
    ],
    fr: ['Numéro de facture', 'N° de facture', 'Réf. facture', 'N° facture fournisseur'],
    it: ['Numero fattura', 'N. fattura', 'Nr. fattura', 'Num. fattura'],
    // A Mexican CFDI's folio is the number its issuer gave it (its UUID is the folio fiscal).
    es: ['Número de factura', 'Nº factura', 'Núm. factura', 'Folio', 'Folio factura'],
    pt: ['Número da fatura', 'Nº fatura', 'Nº da fatura', 'Número da NF', 'Nº NF-e', 'Número NF-e'],
    nl: ['Factuurnr.', 'Factuur nr', 'Extern factuurnummer'],
    sv: ['Fakturanr.', 'Lev. fakturanr', 'Leverantörens fakturanr'],
    da: ['Fakturanr.', 'Leverandørens fakturanr.'],
    nb: ['Fakturanr.', 'Leverandørens fakturanr.'],
    is: ['Reikningsnúmer', 'Reikningsnr.', 'Nr. reiknings'],
    fi: ['Laskun nro', 'Laskunro'],
    et: ['Arve number', 'Arve nr', 'Arvenr', 'Arve nr.', 'Hankija arve nr'],
    lv: ['Rēķina numurs', 'Rēķina Nr.', 'Rēķina nr'],
    lt: ['Sąskaitos numeris', 'Sąskaitos faktūros numeris', 'Sąskaitos Nr.', 'SF numeris', 'SF Nr.'],
    pl: ['Numer faktury', 'Nr faktury', 'Nr faktury dostawcy', 'Numer obcy'],
    // The variable symbol (VS) is the invoice's number in a Czech or Slovak payment and books.
    cs: [
      'Číslo faktury',
      'Č. faktury',
      'Variabilní symbol',
      'Var. sym.',
      'VS',
      'Číslo dokladu dodavatele',
      'Externí číslo',
    ],
    sk: ['Číslo faktúry', 'Č. faktúry', 'Variabilný symbol', 'Var. sym.', 'Číslo dokladu dodávateľa', 'Externé číslo'],
    sl: ['Številka računa', 'Št. računa', 'Račun št.'],
    hr: ['Broj računa', 'Br. računa', 'Račun br.'],
    // Serbian, in SEF's Cyrillic and in Latin letters.
    sr: ['Број фактуре', 'Broj fakture', 'Број рачуна'],
    hu: ['Számlaszám', 'Számla száma', 'Számla sorszáma', 'Szállítói számlaszám'],
    ro: ['Număr factură', 'Nr. factură', 'Număr factura furnizor'],
    bg: ['Номер на фактура', '№ на фактура', 'Фактура №', 'Номер на фактурата'],
    // A purchase register's `Παραστατικό` column holds the supplier's document (series and number) it records.
    el: ['Αριθμός τιμολογίου', 'Αρ. τιμολογίου', 'Αρ. παραστατικού', 'Αριθμός παραστατικού', 'Παραστατικό'],
    tr: ['Fatura no', 'Fatura numarası', 'Fatura No.'],
    // Russian and Ukrainian счёт / рахунок is an invoice and an account alike: only a whole phrase counts.
    // Kazakhstan's ESF journal lists the number the supplier's accounting system gave the invoice beside the state's.
    ru: [
      'Номер счета-фактуры',
      'Номер СФ',
      '№ счета-фактуры',
      'Входящий номер',
      'Вх. номер',
      'Номер учетной системы',
      'Номер в учетной системе',
      'Номер ЭСФ в учетной системе',
      // Belarus' electronic VAT invoice (ЭСЧФ), whose number holds the supplier's УНП and the year.
      'Номер ЭСЧФ',
      'Номер электронного счета-фактуры',
    ],
    uk: ['Номер накладної', 'Номер податкової накладної', 'Вхідний номер'],
    // An asmachta is the reference a document carries: the supplier's invoice number in Israeli books.
    ka: ['ანგარიშ-ფაქტურის ნომერი', 'ინვოისის ნომერი'],
    he: ['מספר חשבונית', "מס' חשבונית", 'אסמכתא', 'מספר אסמכתא'],
    // Egypt's e-invoicing portal lists the issuer's internal number (its internalID) beside the document's UUID.
    ar: [
      'رقم الفاتورة',
      'رقم الفاتورة الضريبية',
      'رقم فاتورة المورد',
      'الرقم المرجعي للمورد',
      'رقم المرجع للمورد',
      'الرقم الداخلي',
    ],
    // 証憑 is the evidence a slip is booked from (the supplier's invoice): its number beside the slip's own 伝票番号.
    ja: ['請求書No', '請求書NO.', '請求No', '証憑番号', '証憑No', '証憑NO.', '外部伝票番号'],
    zh: ['发票号', '发票编号'],
    'zh-Hant': ['發票號碼', '發票號', '統一發票號碼'],
    // An electronic tax invoice is known by the tax office's approval number (승인번호), which the supplier's system prints.
    ko: [
      '세금계산서번호',
      '계산서번호',
      '송장번호',
      '인보이스번호',
      '승인번호',
      '국세청승인번호',
      '전자세금계산서 승인번호',
      // The evidence's number (증빙번호): the document a voucher is booked from.
      '증빙번호',
    ],
    vi: ['Số hóa đơn', 'Số HĐ'],
    th: ['เลขที่ใบแจ้งหนี้', 'เลขที่ใบกำกับภาษี'],
    id: ['Nomor faktur', 'No. faktur', 'No faktur', 'Nomor invoice'],
    ms: ['Nombor invois', 'No. invois'],
    // A bill (बिल) is the supplier's invoice in Indian books; सं. and नं. abbreviate संख्या and नंबर.
    hi: ['चालान संख्या', 'बीजक संख्या', 'इनवॉइस नंबर', 'बिल संख्या', 'बिल सं.', 'बिल नं.', 'बिल नंबर'],
    // Armenia's e-invoices print the series (Սերիա) and the number (Համար) apart; the series is read beside the number.
    hy: ['Համար', 'Հաշվարկի համար', 'Հաշիվ-ապրանքագրի համար'],
    // ebarimt's ДДТД is the receipt's own id (the number printed on it), not the seller's ТТД.
    mn: ['ДДТД', 'Баримтын дугаар', 'Падааны дугаар', 'Нэхэмжлэхийн дугаар'],
    // An e-qaimə-faktura is numbered by its series (Seriya) and number (Nömrə), printed apart.
    az: ['Nömrə', 'Qaimənin nömrəsi', 'Qaimə nömrəsi', 'Faktura nömrəsi'],
    sq: ['Numri i faturës', 'Nr. i faturës', 'Numri i dokumentit'],
    lo: ['ເລກທີໃບເກັບເງິນ', 'ເລກທີໃບແຈ້ງໜີ້', 'ເລກທີໃບກຳກັບອາກອນ'],
    // Tajik ҳисобнома-фактура, the VAT invoice; рақам, its number.
    tg: ['Рақами ҳисобнома-фактура', 'Рақами ҳисобнома', 'Рақами ҳуҷҷат'],
    // Burmese ပြေစာ, the bill or receipt; အမှတ်, its number.
    my: ['ပြေစာအမှတ်', 'ငွေတောင်းခံလွှာအမှတ်'],
    // Turkmen: the supplier's hasap-faktura (invoice) number.
    tk: ['Hasap-faktura belgisi', 'Hasap-fakturanyň belgisi', 'Faktura belgisi'],
  },
};

export const INTERNAL_ID_WORDS: WordTable = {
  field: 'InvoiceId',
  words: {
    de: ['Beleg-Nr.', 'Buchungsnummer'],
    fr: ['N° pièce', 'Numéro de pièce', "N° d'écriture"],
    // A VAT register's protocol numbers the buyer's registrations: `Prot.`, `N. reg.` beside the supplier's `Num. doc.`.
    it: [
      'Protocollo',
      'N. protocollo',
      'Numero protocollo',
      'Numero registrazione',
      'Prot.',
      'N. prot.',
      'N. reg.',
      'Num. reg.',
    ],
    // A CFDI's folio fiscal is its UUID, the tax authority's identity of the document.
    es: ['Número de asiento', 'Nº registro', 'Número de registro', 'Folio fiscal'],
    pt: ['Número de lançamento', 'Nº lançamento', 'Número interno'],
    nl: ['Boekstuknr.'],
    sv: ['Ver.nr', 'Vernr'],
    da: ['Bilagsnr.'],
    nb: ['Bilagsnr.'],
    is: ['Fylgiskjal', 'Fylgiskjalsnr.'],
    fi: ['Tositenumero', 'Tositenro'],
    et: ['Dokumendi number', 'Dok nr', 'Dok. nr', 'Kande number'],
    lv: ['Dokumenta numurs', 'Dok. Nr.', 'Iekšējais numurs'],
    lt: ['Dokumento numeris', 'Dok. Nr.', 'Vidinis numeris'],
    pl: ['Numer wewnętrzny', 'Nr wewnętrzny', 'Numer księgowy', 'Nr ewidencyjny'],
    // A bare `Doklad` is the books' voucher in one system and the supplier's document in another: neither.
    // A bare word for voucher or number begins longer headers of other things (`Bilagstype`, `Číslo účtu`): not read.
    cs: ['Číslo dokladu', 'Č. dokladu', 'Č. dokl.', 'Interní číslo', 'Evidenční číslo'],
    sk: ['Číslo dokladu', 'Č. dokladu', 'Interné číslo', 'Evidenčné číslo'],
    sl: ['Številka temeljnice', 'Interna številka', 'Številka dokumenta'],
    hr: ['Broj temeljnice', 'Interni broj', 'Broj dokumenta'],
    hu: ['Bizonylatszám', 'Bizonylat száma', 'Iktatószám', 'Belső sorszám'],
    ro: ['Număr intern', 'Nr. intern', 'Număr înregistrare', 'Număr document'],
    bg: ['Номер на документ', 'Вътрешен номер'],
    // Α/Α, a serial number, is the issuer's serial of the document in one export and the book's running number in another: not read.
    el: ['Αριθμός εγγραφής', 'Αρ. εγγραφής'],
    // The ETTN is the UUID a Turkish e-invoice carries, the portal's identity of the document.
    tr: ['Fiş no', 'Yevmiye no', 'Kayıt no', 'Belge no', 'Evrak no', 'ETTN'],
    // An e-document exchange (Didox) gives each document its own ID beside the number its issuer wrote.
    // The registration number a state e-invoice system (Kazakhstan's ESF) gives each document it accepts.
    ru: [
      'ID документа',
      'Номер документа',
      '№ документа',
      'Номер проводки',
      'Регистрационный номер',
      'Регистрационный номер ЭСФ',
      // Kyrgyzstan's register of received ESF: the series and number the state system gives each
      // invoice, unique across suppliers, is both its identity and the number printed on it.
      'Серия и номер ЭСФ',
    ],
    uk: ['ID документа', 'Номер документа', '№ документа', 'Номер проводки'],
    he: ['מספר פנימי', 'מספר תנועה', "מס' תנועה", 'מספר מסמך'],
    // A bare `الرقم`, the number, is the book's own beside the supplier's reference number.
    // The electronic number (الرقم الإلكتروني) is the UUID Egypt's e-invoicing portal gives each document.
    ar: ['رقم القيد', 'رقم المستند', 'الرقم', 'الرقم الإلكتروني'],
    ja: ['伝票No.', '取引No', '取引番号', '仕訳番号'],
    zh: ['凭证字号', '记账凭证号'],
    'zh-Hant': ['單據編號', '傳票號碼', '憑證號碼', '傳票編號'],
    // 매입번호, the purchase number, is the buyer's own slip number beside the supplier's approval number.
    ko: ['전표번호', '문서번호', '매입번호', '매입전표번호'],
    vi: ['Số chứng từ', 'Số CT'],
    th: ['เลขที่เอกสาร', 'เลขที่ใบสำคัญ'],
    id: ['Nomor bukti', 'No. bukti', 'Nomor dokumen', 'No. dokumen'],
    ms: ['No. dokumen', 'Nombor dokumen'],
    hi: ['वाउचर संख्या', 'दस्तावेज़ संख्या', 'वाउचर सं.', 'वाउचर नं.', 'वाउचर नंबर'],
    // Turkmen: the journal's own resminama (document) number.
    tk: ['Resminama belgisi', 'Resminamanyň belgisi'],
  },
};
