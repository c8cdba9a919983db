/**
 * Credit notes, returns and allowances as the document types of exports in the languages infer
 * reads beyond English (Japanese 返品 and 値引, Chinese 红字 and 退货, Korean 반품, Polish korekta,
 * Portuguese devolução, Spanish nota crédito, Finnish hyvitys, Danish kreditnota, Turkish iade),
 * and document types infer cannot read at all. Generated spaces: a credit written unsigned is
 * signed by the formula, and an amount beside kinds infer cannot read is never mapped as it is.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readsKind } from '../../../src/mapping/infer/find-unread-type-column.js';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

/** [type header, an invoice's type, a credit note's type], as each system writes them. */
const CREDIT_WRITERS: readonly (readonly [string, string, string])[] = [
  ['取引区分', '掛仕入', '掛返品'],
  ['伝票区分', '仕入', '仕入返品'],
  ['取引区分', '現金仕入', '仕入値引'],
  ['伝票種別', '通常', '赤伝'],
  ['单据类型', '采购发票', '红字发票'],
  ['业务类型', '采购入库', '采购退货'],
  ['거래구분', '매입', '매입반품'],
  ['Rodzaj', 'Faktura', 'Korekta'],
  ['Rodzaj dokumentu', 'Faktura VAT', 'Faktura korygująca'],
  ['Rodzaj', 'FZ', 'KOR'],
  ['Tipo', 'Nota fiscal', 'Devolução'],
  ['Tipo de documento', 'Fatura', 'Nota de crédito'],
  ['Tipo', 'Factura', 'Nota crédito'],
  ['Tipo comprobante', 'Factura', 'Devolución'],
  ['Tyyppi', 'Lasku', 'Hyvitys'],
  ['Bilagstype', 'Faktura', 'Kreditnota'],
  ['Fatura Türü', 'Alış', 'İade'],
  ['Typ dokladu', 'Faktura', 'Dobropis'],
];

/** Kinds of documents as systems name them that no word of infer's tells apart. */
const UNREAD_KINDS = [
  'Std',
  'Regular',
  'Recurring',
  '通常',
  '特別',
  'Tipo A',
  'Tipo B',
  'Kind 2',
  'Rodzaj X',
  'Zwykły',
];
const TYPE_HEADERS = ['Type', 'Doc Type', 'Belegart', '取引区分', '伝票種別', 'Rodzaj', 'Tipo', 'Tyyppi', '거래구분'];

interface Sample {
  rows: number;
  /** Which rows carry the second kind: at least one, never all. */
  marks: boolean[];
  seed: number;
}

const sampleArb: fc.Arbitrary<Sample> = fc
  .record({
    rows: fc.integer({ min: 6, max: 16 }),
    marks: fc.array(fc.boolean(), { minLength: 16, maxLength: 16 }),
    seed: fc.nat(5000),
  })
  .map((s) => {
    const marks = s.marks.slice(0, s.rows);
    marks[s.seed % s.rows] = true;
    marks[(s.seed + 1) % s.rows] = false;
    return { ...s, marks };
  });

/** One row per document, every amount positive: the second kind's rows are its credit notes if it is one. */
function writeDocuments(header: string, first: string, second: string, s: Sample): string {
  const rows: string[][] = [['Vendor No.', 'Invoice No.', 'Invoice Date', 'Currency', header, 'Amount']];
  for (let i = 0; i < s.rows; i++)
    rows.push([
      String(70001 + ((s.seed + i) % 5)),
      `R-${s.seed + i}`,
      '2024-03-04',
      'EUR',
      s.marks[i] ? second : first,
      `${1000 + ((s.seed * 31 + i * 37) % 9000)}.50`,
    ]);
  const file = join(makeTempDir('unread-type'), 'export.csv');
  writeFileSync(file, `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`);
  return file;
}

const mapped = (yaml: string) => parse(yaml) as { invoice?: Record<string, unknown>; items?: Record<string, unknown> };

describe('mapping infer and credit notes named in the languages of real exports', () => {
  it('signs an amount written unsigned on the credit notes, whatever language names them', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(CREDIT_WRITERS.length - 1), sampleArb, async (w, s) => {
        const [header, invoice, credit] = CREDIT_WRITERS[w]!;
        const yaml = await inferMapping(writeDocuments(header, invoice, credit, s));
        const signed = { formula: `IF([${header}] = "${credit}", -1, 1) * [Amount]` };
        expect(mapped(yaml).invoice?.Invoice_Amount, yaml).toEqual(signed);
        expect(mapped(yaml).items?.Amount, yaml).toEqual(signed);
      }),
      { numRuns: 40 },
    );
  });
});

describe('mapping infer beside a document type whose kinds it cannot read', () => {
  it('never maps an amount as it is, and shows the formula that would sign it without naming a kind', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...TYPE_HEADERS),
        fc.uniqueArray(fc.constantFrom(...UNREAD_KINDS), { minLength: 2, maxLength: 2 }),
        sampleArb,
        async (header, [first, second], s) => {
          const yaml = await inferMapping(writeDocuments(header, first!, second!, s));
          expect(mapped(yaml).invoice?.Invoice_Amount, yaml).toBeUndefined();
          expect(mapped(yaml).items?.Amount, yaml).toBeUndefined();
          expect(yaml).toContain(`"${header}" holds kinds of documents infer cannot read`);
          // No kind is named: the rarer one is as often zero-rated as a credit note.
          expect(yaml).toContain(`IF([${header}] = "<the credit note's kind>", -1, 1) * [Amount]`);
        },
      ),
      { numRuns: 40 },
    );
  });

  it.each([
    ['Type', 'Invoice', 'Prepayment Invoice'],
    ['取引区分', '掛仕入', '現金仕入'],
    ['Rodzaj', 'FZ', 'FV'],
    ['Line Type', 'Std', 'Regular'],
    ['Tax Type', 'Std', 'Reduced'],
  ])(
    '"%s" with "%s" and "%s" (kinds of invoices, or not a document type) leaves the amount as it is',
    async (header, a, b) => {
      const yaml = await inferMapping(
        writeDocuments(header, a, b, { rows: 8, marks: [1, 0, 0, 1, 0, 0, 1, 0].map(Boolean), seed: 3 }),
      );
      expect(mapped(yaml).invoice?.Invoice_Amount, yaml).toBe('Amount');
    },
  );
});

/** [type header, a taxed entry's type, an untaxed one's]: VAT treatments ledgers write where a kind of document would be. */
const TAX_TREATMENTS: readonly (readonly [string, string, string])[] = [
  ['유형', '51.과세', '53.면세'],
  ['유형', '과세', '영세'],
  ['구분', '51.과세', '54.불공'],
  ['取引区分', '課税仕入', '非課税仕入'],
  ['类型', '应税', '免税'],
  ['Type', 'Taxable', 'Exempt'],
  ['Type', 'Standard-rated', 'Zero-rated'],
  ['Art', 'Steuerpflichtig', 'Steuerfrei'],
  ['Tipo', 'Exento', 'Gravado exento'],
  ['Вид поставки', 'Облагаемая', 'Освобожденная'],
  ['Вид операции', 'Облагаемая', 'Необлагаемая'],
  ['Vrsta', 'Oporeziva', 'Oslobođena'],
];

describe('mapping infer beside a type column of VAT treatments', () => {
  it('maps the amount as it is: taxed, exempt and zero-rated say nothing of a sign', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...TAX_TREATMENTS),
        fc.constantFrom('', '51.', '1 ', '02.'),
        sampleArb,
        async ([header, taxed, untaxed], code, s) => {
          const kinds = [taxed, untaxed].map((k) => (/^\d/.test(k) || code === '' ? k : `${code}${k}`));
          const yaml = await inferMapping(writeDocuments(header, kinds[0]!, kinds[1]!, s));
          expect(yaml).not.toContain('holds kinds of documents infer cannot read');
          expect(mapped(yaml).invoice?.Invoice_Amount, yaml).toBe('Amount');
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe("a purchase's origin is no kind of document", () => {
  // Where a purchase came from (KRA iTax's Local / Import, a VAT book's domestic / EU / import
  // columns) says nothing of an amount's sign, as a VAT treatment does not.
  const ORIGINS = [
    'Local',
    'Import',
    'Imports',
    'Domestic',
    'Foreign',
    'Overseas',
    'Inland',
    'Ausland',
    'EU',
    'Intra-EU',
    'Non-EU',
    'Drittland',
    'Einfuhr',
    'Nacional',
    'Importación',
    'Importação',
    'Intracomunitaria',
    'Krajowy',
    'Import usług',
    'Tuzemsko',
    'Uvoz',
  ];
  it('reads each origin as a kind infer knows, however it is cased', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORIGINS), fc.constantFrom('as written', 'upper', 'lower'), (origin, form) => {
        const text = form === 'upper' ? origin.toUpperCase() : form === 'lower' ? origin.toLowerCase() : origin;
        expect(readsKind(text), text).toBe(true);
      }),
    );
  });
  it('still reads no kind into the words of kinds infer cannot tell apart', () => {
    for (const kind of UNREAD_KINDS) expect(readsKind(kind), kind).toBe(false);
  });
});

describe('a VAT treatment beside a kind of document', () => {
  // A treatment word says nothing of a sign only when it is the whole kind: in `Корректировочная
  // облагаемая` (a taxed correction) the correction is the kind, and a correction may be a credit.
  it.each([
    ['Корректировочная облагаемая'],
    ['Обычная облагаемая'],
    ['Posebna oporeziva'],
    ['Correction taxable'],
    ['Especial exento'],
  ])('does not read %s as a treatment alone', (value) => {
    expect(readsKind(value)).toBe(false);
  });

  it.each([
    ['Облагаемая поставка'],
    ['Нулевая ставка'],
    ['51.과세'],
    ['課税仕入'],
    ['Gravado exento'],
    ['Zero-rated supply'],
  ])('reads %s as a treatment', (value) => {
    expect(readsKind(value)).toBe(true);
  });
});
