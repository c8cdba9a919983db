/**
 * Results and Problems hold ids as text digits (vendor 0000100001, instance 0042): Excel's error
 * check flags each with a green triangle and offers "Convert to Number", which drops the zeros.
 * The workbooks switch the check off on those sheets, where the schema allows it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { readZipParts } from '../sheets/zip-builder.js';
import { invalidMapped, mapped, validBatch, validInvoice } from '../batch/mapped-invoices.js';
import { uploadFixture, type UploadFixture } from '../batch/upload-fixture.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { openValidationWorkbook, validationFileName } from '../../src/report/validation/write-validation-workbook.js';
import { reconcileInvoices } from '../../src/reconcile/reconcile-invoices.js';
import { reconcileFixture, type ReconcileFixture } from '../reconcile/reconcile-fixture.js';

let fixture: UploadFixture | undefined;
let reconcile: ReconcileFixture | undefined;
afterEach(() => {
  fixture?.journal.close();
  reconcile?.journal.close();
  fixture = undefined;
  reconcile = undefined;
});

/** CT_Worksheet's children in the order ECMA-376 Part 1 (18.3.1.99) requires them. */
const WORKSHEET_ORDER = [
  'sheetPr',
  'dimension',
  'sheetViews',
  'sheetFormatPr',
  'cols',
  'sheetData',
  'sheetCalcPr',
  'sheetProtection',
  'protectedRanges',
  'scenarios',
  'autoFilter',
  'sortState',
  'dataConsolidate',
  'customSheetViews',
  'mergeCells',
  'phoneticPr',
  'conditionalFormatting',
  'dataValidations',
  'hyperlinks',
  'printOptions',
  'pageMargins',
  'pageSetup',
  'headerFooter',
  'rowBreaks',
  'colBreaks',
  'customProperties',
  'cellWatches',
  'ignoredErrors',
  'smartTags',
  'drawing',
  'legacyDrawing',
  'legacyDrawingHF',
  'picture',
  'oleObjects',
  'controls',
  'webPublishItems',
  'tableParts',
  'extLst',
];

/** The worksheet parts of an .xlsx file by sheet name. */
function sheetParts(file: string): Map<string, string> {
  const parts = new Map(readZipParts(file).map((part) => [part.name, part.data.toString('utf8')]));
  const rels = parts.get('xl/_rels/workbook.xml.rels')!;
  const sheets = new Map<string, string>();
  for (const [, name, id] of parts
    .get('xl/workbook.xml')!
    .matchAll(/<sheet [^>]*?name="([^"]+)"[^>]*?r:id="([^"]+)"/g)) {
    const target =
      new RegExp(`Id="${id}"[^>]*Target="([^"]+)"`).exec(rels)?.[1] ??
      new RegExp(`Target="([^"]+)"[^>]*Id="${id}"`).exec(rels)![1]!;
    sheets.set(name!, parts.get(`xl/${target.replace(/^\/?xl\//, '')}`)!);
  }
  return sheets;
}

/** The worksheet's top-level children, outside `<sheetData>`, by name in the order written. */
function childrenOf(xml: string): string[] {
  const outside = xml.replace(/<sheetData>[\s\S]*<\/sheetData>|<sheetData\/>/, '<sheetData/>');
  const body = /<worksheet[^>]*>([\s\S]*)<\/worksheet>/.exec(outside)![1]!;
  const names: string[] = [];
  let depth = 0;
  for (const [, closing, name, selfClosing] of body.matchAll(/<(\/?)([A-Za-z]+)[^>]*?(\/?)>/g)) {
    if (closing) depth -= 1;
    else {
      if (depth === 0) names.push(name!);
      if (!selfClosing) depth += 1;
    }
  }
  return names;
}

function expectNumbersAsTextIgnored(xml: string, sheet: string): void {
  expect(xml, sheet).toContain(
    '<ignoredErrors><ignoredError sqref="A1:XFD1048576" numberStoredAsText="1"/></ignoredErrors>',
  );
  const children = childrenOf(xml);
  const order = children.map((name) => WORKSHEET_ORDER.indexOf(name));
  expect(order, `${sheet}: ${children.join(' ')}`).not.toContain(-1);
  expect(order, `${sheet}: ${children.join(' ')}`).toEqual([...order].sort((a, b) => a - b));
}

describe('the numbers-stored-as-text check', () => {
  it('is off on every sheet of the results workbook (Summary and Legend too), in schema order', async () => {
    fixture = await uploadFixture();
    const report = await fixture.upload('month-end.csv', [
      ...validBatch(2, { prefix: 'IDS' }),
      invalidMapped(3, { prefix: 'IDS' }),
    ]);
    const sheets = sheetParts(report.runs[0]!.resultsFile!);
    // Summary holds the run id and counts as text beside their labels: the flags showed there.
    expect([...sheets.keys()]).toEqual(expect.arrayContaining(['Summary', 'Results', 'Problems', 'Legend']));
    for (const [name, xml] of sheets) expectNumbersAsTextIgnored(xml, name);
  });

  it('is off on every sheet of the reconciliation workbook, in schema order', async () => {
    reconcile = await reconcileFixture();
    await reconcile.upload('may.csv', [{ number: 'ID-1', amount: '10.0000', currency: 'EUR', payeeId: '0000100001' }]);
    const report = await reconcileInvoices(reconcile.journal, {
      target: reconcile.sandbox.target(),
      finalStatusCodes: ['28'],
      stuckAfterDays: 14,
      concurrency: 1,
      selection: {},
    });
    const sheets = sheetParts(await reconcile.writeWorkbook(report));
    expect([...sheets.keys()]).toEqual(expect.arrayContaining(['Summary', 'Status', 'Changes', 'Legend']));
    for (const [name, xml] of sheets) expectNumbersAsTextIgnored(xml, name);
  });

  it('is off on every sheet of the validation workbook, in schema order', async () => {
    const dir = makeTempDir('ignore-numbers-as-text');
    const workbook = await openValidationWorkbook(validationFileName(dir, 'ids.csv', new Date(2026, 10, 24)));
    workbook.add(mapped(validInvoice(1, { prefix: 'IDS' }), 2));
    workbook.add(invalidMapped(2, { prefix: 'IDS' }));
    const file = await workbook.finish(
      {
        invoices: 2,
        lines: 2,
        valid: 1,
        invalid: 1,
        problems: 1,
        totals: { EUR: '10.00' },
        validTotals: { EUR: '10.00' },
        untotalled: 0,
      },
      { source: 'ids.csv', mapping: 'mappings/european-erp.yaml' },
    );
    const sheets = sheetParts(file);
    expect([...sheets.keys()]).toEqual(expect.arrayContaining(['Invoices', 'Problems', 'Summary']));
    for (const [name, xml] of sheets) expectNumbersAsTextIgnored(xml, name);
  });
});
