/**
 * Documents their issuer cancelled (a status column's `Void`, `Cancelled`, `Storniert`, `Anulada`,
 * `ملغى`) are listed beside the valid ones by registers and e-invoicing portals: `mapping infer`
 * skips them by a rule on that column, never by guess. Generated space over the status headers
 * and words of real exports, how many rows of each, and where they fall; the rule names exactly
 * the cancelled words, and a column without them, or of them alone, gives none.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { findCancelledRows } from '../../../src/mapping/infer/find-cancelled-rows.js';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import type { SampledTable } from '../../../src/mapping/infer/sampled-table.js';
import type { SheetRow } from '../../../src/sheets/sheet-row.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

/** Status headers as exports write them: QuickBooks, Xero, SAP, Odoo, the ETA portal, Chinese and Japanese systems. */
const STATUS_HEADERS = [
  'Status',
  'Document Status',
  'State',
  'Estado',
  'Statut',
  'Stato',
  'Belegstatus',
  'الحالة',
  '状态',
  'ステータス',
  'Durum',
  'Stan',
  'État',
  'Etat',
  'État de la pièce',
  // Portugal's e-Fatura list of a buyer's invoices and Brazil's NF-e lists (Registado, Anulado; Autorizada, Cancelada).
  'Situação',
  'Situação do documento',
  'Situación',
  'Situation',
];
/** Each language's words for a document its issuer cancelled, with a word of a valid one. */
const LANGUAGES: readonly { cancelled: readonly string[]; valid: readonly string[] }[] = [
  {
    cancelled: ['Void', 'Voided', 'Cancelled', 'Canceled', 'VOID'],
    valid: ['Paid', 'Open', 'Posted', 'Valid'],
  },
  { cancelled: ['Storniert', 'Annulliert'], valid: ['Gebucht', 'Offen'] },
  { cancelled: ['Anulada', 'Anulado', 'Cancelada'], valid: ['Vigente', 'Pagada'] },
  { cancelled: ['Annulée', 'Annulé'], valid: ['Validée', 'Payée'] },
  { cancelled: ['Annullata'], valid: ['Registrata'] },
  { cancelled: ['ملغى', 'ملغاة', 'ملغي'], valid: ['صالح', 'مقبول'] },
  { cancelled: ['作废', '已作废'], valid: ['正常'] },
  { cancelled: ['取消', '取消済'], valid: ['確定'] },
  { cancelled: ['İptal', 'İptal edildi'], valid: ['Onaylandı'] },
  { cancelled: ['Anulowana'], valid: ['Zaksięgowana'] },
];

function tableOf(header: string, statuses: readonly string[]): SampledTable {
  const rows: SheetRow[] = statuses.map((s, i) => ({
    file: 'documents.xlsx',
    sheet: 'Documents',
    row: i + 2,
    cells: [
      { kind: 'text', text: `INV-${1000 + i}` },
      { kind: 'number', text: String(100 + i) },
      { kind: 'text', text: s },
    ],
  }));
  const headers = ['Number', 'Amount', header];
  return { file: 'documents.xlsx', type: 'xlsx', sheet: 'Documents', headerRow: 1, headers, rows, complete: true };
}

const statusRows = (words: readonly string[]) => fc.array(fc.constantFrom(...words), { minLength: 4, maxLength: 24 });

describe('documents cancelled by their issuer, by a status column', () => {
  it('finds exactly the cancelled words of the status column beside the valid ones', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STATUS_HEADERS),
        fc
          .constantFrom(...LANGUAGES)
          .chain((l) =>
            fc.tuple(fc.subarray([...l.cancelled], { minLength: 1 }), fc.subarray([...l.valid], { minLength: 1 })),
          ),
        fc.boolean(),
        (header, [cancelled, valid], cancelledFirst) => {
          const statuses = cancelledFirst ? [...cancelled, ...valid, ...valid] : [...valid, ...cancelled, ...valid];
          const found = findCancelledRows(tableOf(header, statuses));
          expect(found?.header).toBe(header);
          expect([...(found?.values ?? [])].sort()).toEqual([...cancelled].sort());
        },
      ),
    );
  });

  it('finds none where no document is cancelled, where every one is, or where the header names no status', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LANGUAGES),
        fc.constantFrom('only valid', 'only cancelled', 'not a status'),
        (l, kind) =>
          fc.assert(
            fc.property(
              statusRows(
                kind === 'only valid'
                  ? l.valid
                  : kind === 'only cancelled'
                    ? l.cancelled
                    : [...l.valid, ...l.cancelled],
              ),
              (statuses) => {
                fc.pre(kind !== 'not a status' || statuses.some((s) => l.cancelled.includes(s)));
                const header = kind === 'not a status' ? 'Description' : 'Status';
                expect(findCancelledRows(tableOf(header, statuses))).toBeUndefined();
              },
            ),
            { numRuns: 10 },
          ),
      ),
      { numRuns: 30 },
    );
  });
});

describe('mapping infer on a list with cancelled documents', () => {
  it('proposes a skip rule on the status column that names the cancelled word', async () => {
    const rows = [['Invoice No', 'Vendor', 'Invoice Date', 'Net', 'Tax', 'Total', 'Status']];
    for (let i = 0; i < 10; i++)
      rows.push([
        `F-${100 + i}`,
        `Vendor ${i % 3}`,
        '2024-01-15',
        '100.00',
        '20.00',
        '120.00',
        i % 4 === 1 ? 'Voided' : 'Posted',
      ]);
    const file = join(makeTempDir('cancelled-rows'), 'bills.csv');
    writeFileSync(file, `${rows.map((r) => r.join(',')).join('\n')}\n`);
    const yaml = await inferMapping(file);
    const skips = (parse(yaml) as { source: { skipRows?: { column?: string; equals?: unknown }[] } }).source.skipRows;
    expect(skips, yaml).toContainEqual(expect.objectContaining({ column: 'Status', equals: 'Voided' }));
  });

  it.each([
    ['État', ['Validée', 'Brouillon', 'Annulée'], ['Brouillon', 'Annulée']],
    ['Estado', ['Emitida', 'Borrador', 'Anulada'], ['Borrador', 'Anulada']],
    ['Status', ['Posted', 'Draft', 'Void'], ['Draft', 'Void']],
    ['Status', ['Gebucht', 'Entwurf', 'Storniert'], ['Entwurf', 'Storniert']],
    ['Statut', ['Validée', 'Draft', 'Annulé'], ['Draft', 'Annulé']],
    // Beside payment states alone a draft is a bill recorded but not yet approved: still the supplier's invoice.
    ['Status', ['Offen', 'Entwurf', 'Bezahlt'], []],
    ['Estado', ['Pendiente', 'Borrador', 'Pagada'], []],
    ['Status', ['Open', 'Draft', 'Paid'], []],
  ])(
    'under %s, skips drafts beside cancelled documents by one rule naming both, and drafts alone never',
    async (header, words, skipped) => {
      const rows = [['N° pièce', 'Nom fournisseur', 'Date', 'Total HT', 'Total TVA', 'Total TTC', header]];
      for (let i = 0; i < 12; i++)
        rows.push([
          `FF${1000 + i}`,
          `Vendor ${i % 3}`,
          '15/01/2024',
          '100.00',
          '20.00',
          '120.00',
          words[i % 5 === 1 ? 1 : i % 5 === 3 ? words.length - 1 : 0]!,
        ]);
      const file = join(makeTempDir('cancelled-rows'), 'pieces.csv');
      writeFileSync(file, `${rows.map((r) => r.join(';')).join('\n')}\n`);
      const yaml = await inferMapping(file);
      const skips =
        (parse(yaml) as { source: { skipRows?: { column?: string; equals?: unknown }[] } }).source.skipRows ?? [];
      const onStatus = skips.filter((r) => r.column === header);
      expect(onStatus, yaml).toHaveLength(skipped.length > 0 ? 1 : 0);
      if (skipped.length > 0) expect([onStatus[0]!.equals].flat().sort(), yaml).toEqual([...skipped].sort());
    },
  );
});
