/**
 * A reused mapping that reads a credit note's amount unsigned: a row whose document-type cell says
 * `Nota de crédito` (or `Credit memo`) with a positive Invoice_Amount is a problem at that cell naming
 * both cells, so validate reports it and upload posts nothing for it; `checks: { creditWords: false }`
 * posts it as written. A description that mentions a credit note is no document type. The first
 * validate runs the compiled CLI (build first: npx tsc -p .), for its exit code and one JSON object
 * on stdout as a script reads them; the other runs are in process, parsed as cli.ts parses them: a
 * child costs about a second of CPU and proves nothing more there. A real sandbox on loopback, real
 * temp folders.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempFolder } from '../sheets/sheet-files.js';

const temp = makeTempFolder('validate-credit-note');
afterAll(() => temp.remove());

// As trial inferuser3's e-Fatura October file: the type column is not read by September's mapping.
const PORTUGUESE = [
  '"Emitente";"Nº Fatura";"Tipo";"Data Emissão";"Total";"IVA";"Base Tributável"',
  '"0000100009";"FT 2025A/1240";"Fatura";"2025-10-09";"15 559,50 €";"2 909,50 €";"12 650,00 €"',
  '"0000100009";"NC 2025A/31";"Nota de crédito";"2025-10-14";"799,50 €";"149,50 €";"650,00 €"',
  '"0000100009";"NC 2025A/32";"NOTA DE CREDITO";"2025-10-15";"-123,00 €";"-23,00 €";"-100,00 €"',
  '"0000100009";"FT 2025A/1241";"Fatura";"2025-10-16";"123,00 €";"23,00 €";"100,00 €"',
].join('\n');

const PORTUGUESE_MAPPING = (checks = '') => `
source:
  type: csv
  delimiter: ";"
  decimalSeparator: ","
  dateFormats: [YYYY-MM-DD]
layout:
  type: one-row
invoice:
  Invoice_Number: "Nº Fatura"
  Invoice_Date: Data Emissão
  Invoice_Amount: Total
  CurrencyCode: { value: EUR }
  InvoiceId: "Nº Fatura"
  PayeeId: Emitente
items:
  Line_Number: { sequence: true }
  Amount: Base Tributável
  Tax: IVA
checks:
  sumLines: gross${checks}
`;

const ENGLISH = [
  'Vendor,Number,Date,Currency,Total,Net,Tax,Document type,Memo',
  '0000100001,INV-12,2025-10-01,USD,110.00,100.00,10.00,Bill,',
  '0000100001,CM-3,2025-10-02,USD,55.00,50.00,5.00,  credit memo ,',
  '0000100002,INV-13,2025-10-03,USD,22.00,20.00,2.00,Bill,credit note for INV-12 refund',
].join('\n');

// As review 31's gs.csv, with a Hungarian storno beside it.
const GERMAN = [
  'Belegnummer,Belegdatum,Lieferant,Belegart,Betrag,Währung',
  'GS-2026-014,2026-03-02,0000100001,Gutschrift,1190.00,EUR',
  'RE-4711,2026-03-04,0000100002,Rechnung,595.00,EUR',
  'SZ-7,2026-03-05,0000100003,Sztornó,80.00,EUR',
].join('\n');

const GERMAN_MAPPING = `
invoice:
  InvoiceId: Belegnummer
  PayeeId: Lieferant
  Invoice_Number: Belegnummer
  Invoice_Date: Belegdatum
  Invoice_Amount: Betrag
  CurrencyCode: Währung
items:
  Line_Number: { sequence: true }
  Amount: Betrag
`;

/** `validate --json` in process, or as the compiled CLI with `asChild`. */
async function validate(file: string, mapping: string, asChild = false) {
  const args = ['validate', file, '--mapping', mapping, '--json', '--out', temp.dir];
  const result = asChild ? await runCliProcess(args) : await runCliInProcess(args, { cwd: process.cwd() });
  return { code: result.code, document: JSON.parse(result.stdout) };
}

describe('a row that says credit note with a positive amount', () => {
  it('is a problem at the type cell in Portuguese, naming both cells and the fix; a signed one is not', async () => {
    const file = temp.file('e-fatura-2025-10.csv', PORTUGUESE);
    const { code, document } = await validate(file, temp.file('efatura.yaml', PORTUGUESE_MAPPING()), true);
    expect(code).toBe(1);
    expect(document).toMatchObject({ invoices: 4, valid: 3, invalid: 1 });
    expect(document.problems).toEqual([
      {
        file: 'e-fatura-2025-10.csv',
        row: 3,
        column: 'Tipo',
        field: 'Invoice_Amount',
        value: 'Nota de crédito',
        message:
          "the row says Nota de crédito but Invoice_Amount reads 799,50 € (column Total): if this row is a credit note, it is posted negative: sign the amount by this column (Invoice_Amount: { formula: 'IF([Tipo] = \"Nota de crédito\", -1, 1) * [Total]' }, and the lines' amounts alike); if it is a charge, set checks: { creditWords: false } in the mapping to post it as written",
      },
    ]);
  });

  it('is a problem in English too (case and spaces not counting), but not a description that mentions one', async () => {
    const file = temp.file('bills.csv', ENGLISH);
    const { code, document } = await validate(file, temp.file('bills.yaml', ONE_ROW_MAPPING));
    expect(code).toBe(1);
    expect(document).toMatchObject({ invoices: 3, valid: 2, invalid: 1 });
    expect(document.problems).toMatchObject([
      { row: 3, column: 'Document type', value: 'credit memo', field: 'Invoice_Amount' },
    ]);
    expect(document.problems[0].message).toMatch(
      /^the row says credit memo but Invoice_Amount reads 55.00 \(column Total\): /,
    );
    // The first run in process loads src/ (the child ran the build): seconds more on a loaded machine.
  }, 120_000);

  it('is a problem however a system spells the type (CreditNote, CREDIT_MEMO, CN under a type header), not a country CN', async () => {
    // As the month-end trial's OCR export: the one-word `CreditNote` passed and was posted as a charge.
    const file = temp.file(
      'ocr-types.csv',
      `Vendor,Number,Date,Currency,Total,Net,Tax,Doc Type,Country
0000100001,CN-1,2026-11-02,EUR,1190.00,1000.00,190.00,CreditNote,DE
0000100001,CN-2,2026-11-02,EUR,119.00,100.00,19.00,CREDIT_MEMO,DE
0000100001,CN-3,2026-11-02,EUR,11.90,10.00,1.90,CN,DE
0000100002,INV-4,2026-11-03,EUR,595.00,500.00,95.00,Invoice,CN
0000100002,INV-5,2026-11-03,EUR,59.50,50.00,9.50,Debit Note,CM
0000100002,CN-6,2026-11-04,EUR,-119.00,-100.00,-19.00,CreditNote,CN
`,
    );
    const { code, document } = await validate(file, temp.file('ocr-types.yaml', ONE_ROW_MAPPING));
    expect(
      document.problems.map((p: { row: number; column: string; value: string }) => [p.row, p.column, p.value]),
    ).toEqual([
      [2, 'Doc Type', 'CreditNote'],
      [3, 'Doc Type', 'CREDIT_MEMO'],
      [4, 'Doc Type', 'CN'],
    ]);
    expect(document).toMatchObject({ invoices: 6, valid: 3, invalid: 3 });
    expect(code).toBe(1);
  });

  it('is a problem on any row of a grouped invoice, not only its first', async () => {
    // Lines of one invoice repeat its fields; the document type is written on the second line only.
    const file = temp.file(
      'grouped.csv',
      [
        'Vendor,Number,Date,Currency,Total,Net,Tax,Document type',
        '0000100001,CM-7,2025-10-02,USD,55.00,30.00,3.00,',
        '0000100001,CM-7,2025-10-02,USD,55.00,20.00,2.00,Credit memo',
        '0000100001,INV-8,2025-10-03,USD,22.00,20.00,2.00,Bill',
        '0000100001,INV-8,2025-10-03,USD,22.00,0.00,0.00,',
      ].join('\n'),
    );
    const mapping = ONE_ROW_MAPPING.replace('invoice:', 'layout:\n  type: grouped\n  key: [Vendor, Number]\ninvoice:');
    const { code, document } = await validate(
      file,
      temp.file('grouped.yaml', `${mapping}checks:\n  sumLines: gross\n`),
    );
    expect(document.problems).toMatchObject([
      { row: 3, column: 'Document type', value: 'Credit memo', field: 'Invoice_Amount' },
    ]);
    expect(document).toMatchObject({ invoices: 2, valid: 1, invalid: 1 });
    expect(code).toBe(1);
  });

  it('is no problem on a deduction line of a grouped invoice whose description alone reads Credit note', async () => {
    // A positive invoice with a line taking an earlier credit off: its description, not its type.
    const file = temp.file(
      'deduction.csv',
      [
        'Vendor,Number,Date,Currency,Total,Net,Tax,Description',
        '0000100001,INV-9,2025-10-02,USD,55.00,60.00,6.00,Widgets',
        '0000100001,INV-9,2025-10-02,USD,55.00,-10.00,-1.00,Credit note',
      ].join('\n'),
    );
    const mapping = ONE_ROW_MAPPING.replace('invoice:', 'layout:\n  type: grouped\n  key: [Vendor, Number]\ninvoice:');
    const { code, document } = await validate(
      file,
      temp.file('deduction.yaml', `${mapping}checks:\n  sumLines: gross\n`),
    );
    expect(document.problems).toEqual([]);
    expect(document).toMatchObject({ invoices: 1, valid: 1, invalid: 0 });
    expect(code).toBe(0);
  });

  it('is no problem when the word also names a charge or a correction either way (Gutschrift, Sztornó)', async () => {
    // A Gutschrift is also a self-billed invoice (§14(2) UStG), a positive charge; a storno corrects either way.
    const file = temp.file('belege.csv', GERMAN);
    const { code, document } = await validate(file, temp.file('belege.yaml', GERMAN_MAPPING));
    expect(document.problems).toEqual([]);
    expect(document).toMatchObject({ invoices: 3, valid: 3, invalid: 0 });
    expect(code).toBe(0);
  });

  it('is not posted by upload; checks: { creditWords: false } posts it as written', async () => {
    const sandbox = await startTestSandbox();
    const file = temp.file('upload-2025-10.csv', PORTUGUESE);
    const upload = (mapping: string, ...more: string[]) =>
      runCliInProcess(['upload', file, '--mapping', mapping, '--base-url', sandbox.baseUrl, ...more], {
        cwd: temp.dir,
      });
    const held = await upload(temp.file('held.yaml', PORTUGUESE_MAPPING()), '--partial');
    expect(held.code).toBe(1);
    expect(sandbox.stats().createRequests).toBe(3);
    const accepted = await upload(temp.file('accepted.yaml', PORTUGUESE_MAPPING('\n  creditWords: false')));
    expect(accepted.code, accepted.stderr).toBe(0);
    // The three posted before are skipped; the credit note goes as written.
    expect(sandbox.stats().createRequests).toBe(4);
  }, 120_000);
});
