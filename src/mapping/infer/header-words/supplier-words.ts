/**
 * Header words of the supplier, by its number or code first and its name after, from the
 * countries' accounting software help pages (DATEV, Pohoda, Money S3, Számlázz.hu, Comarch, Merit,
 * Tilda, 1C, Priority, Logo, Mikro, MISA, Zoho Books' translations).
 */
import type { WordTable } from './word-table.js';

/** The supplier, by its number or code first and its name after. */
export const SUPPLIER_WORDS: WordTable = {
  field: 'PayeeId',
  words: {
    de: ['Kreditor-Nr.', 'Lieferanten-Nr.'],
    fr: ['N° fournisseur', 'Compte fournisseur', 'Tiers', 'Nom fournisseur'],
    it: ['Cod. fornitore', 'Ragione sociale fornitore'],
    es: ['Código de proveedor', 'Cód. proveedor', 'Nombre proveedor'],
    pt: ['Código do fornecedor', 'Cód. fornecedor', 'Credor', 'Nome do fornecedor'],
    nl: ['Crediteurnr.', 'Relatie', 'Relatiecode', 'Relatienummer'],
    sv: ['Lev.nr', 'Leverantörsnamn'],
    da: ['Leverandørnr.', 'Kreditor', 'Kreditornr.'],
    nb: ['Leverandørnr.', 'Kreditor', 'Leverandørnavn'],
    is: ['Birgir', 'Lánardrottinn', 'Nafn birgis'],
    fi: ['Toimittajan nro', 'Toimittajakoodi', 'Toimittajan nimi'],
    et: ['Hankija', 'Hankija kood', 'Tarnija', 'Tarnija kood', 'Hankija nimi'],
    lv: ['Piegādātājs', 'Piegādātāja kods', 'Piegādātāja nosaukums'],
    lt: ['Tiekėjas', 'Tiekėjo kodas', 'Tiekėjo pavadinimas'],
    pl: ['Kod kontrahenta', 'Kod dostawcy', 'Nazwa kontrahenta'],
    cs: ['Dodavatel', 'Kód dodavatele', 'Partner', 'Firma', 'IČO', 'Název dodavatele'],
    sk: ['Dodávateľ', 'Kód dodávateľa', 'Partner', 'IČO', 'Názov dodávateľa'],
    sl: ['Dobavitelj', 'Šifra dobavitelja', 'Partner'],
    hr: ['Dobavljač', 'Šifra dobavljača', 'Partner'],
    hu: ['Szállító', 'Szállító kód', 'Szállító neve', 'Partner', 'Eladó', 'Kibocsátó'],
    ro: ['Furnizor', 'Cod furnizor', 'Partener', 'Denumire furnizor'],
    bg: ['Доставчик', 'Код на доставчик', 'Контрагент'],
    el: ['Προμηθευτής', 'Κωδικός προμηθευτή', 'Επωνυμία προμηθευτή'],
    tr: ['Tedarikçi', 'Tedarikçi kodu', 'Satıcı', 'Cari kod', 'Cari hesap', 'Cari', 'Cari hesap kodu'],
    ru: ['Поставщик', 'Контрагент', 'Код поставщика'],
    uk: ['Постачальник', 'Контрагент', 'Код постачальника'],
    ka: ['მომწოდებელი', 'გამყიდველი'],
    he: ['ספק', 'מספר ספק', "מס' ספק", 'קוד ספק', 'שם ספק'],
    ar: ['المورد', 'رقم المورد', 'كود المورد', 'اسم المورد'],
    ja: ['取引先名', '仕入先名'],
    zh: ['供应商名称', '往来单位'],
    'zh-Hant': ['供應商', '供應商編號', '廠商', '廠商編號', '廠商代號', '廠商名稱'],
    ko: ['거래처', '거래처코드', '공급자', '공급자상호'],
    vi: ['Nhà cung cấp', 'Mã NCC', 'Mã nhà cung cấp', 'Tên nhà cung cấp'],
    th: ['ผู้ขาย', 'รหัสผู้ขาย', 'ผู้จำหน่าย', 'ชื่อผู้ขาย'],
    id: ['Pemasok', 'Kode pemasok', 'Nama pemasok'],
    ms: ['Pembekal', 'Kod pembekal', 'Nama pembekal'],
    hi: ['आपूर्तिकर्ता', 'विक्रेता'],
    hy: ['Մատակարար', 'Մատակարարի անվանում', 'Վաճառող', 'Վաճառողի անվանում'],
    // Борлуулагч, the seller, on a buyer's receipt list; Нийлүүлэгч, the supplier.
    mn: ['Борлуулагчийн нэр', 'Борлуулагч байгууллага', 'Нийлүүлэгч', 'Нийлүүлэгчийн нэр'],
    // Göndərən, the sender of an e-qaimə: the supplier, on a list of those received.
    az: ['Göndərənin adı', 'Göndərən', 'Satıcı', 'Satıcının adı', 'Təchizatçı'],
    sq: ['Emri i shitësit', 'Shitësi', 'Furnitori', 'Emri i furnitorit'],
    lo: ['ຜູ້ສະໜອງ', 'ຊື່ຜູ້ສະໜອງ', 'ຜູ້ຂາຍ', 'ຊື່ຜູ້ຂາຍ'],
    // Фурӯшанда, the seller, on a register of invoices received.
    tg: ['Номи фурӯшанда', 'Фурӯшанда', 'Таҳвилгар'],
    // ရောင်းချသူ, the seller; အမည်, its name.
    my: ['ရောင်းချသူအမည်', 'ရောင်းချသူ'],
    // Turkmen: üpjün ediji, the supplier; satyjy, the seller.
    tk: ['Üpjün ediji', 'Üpjün edijiniň ady', 'Satyjy', 'Satyjynyň ady'],
  },
};
