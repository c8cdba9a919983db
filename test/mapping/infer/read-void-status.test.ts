/**
 * Documents rejected by their buyer or withdrawn by their issuer stand beside the valid ones in
 * e-invoicing portals' lists (Kazakhstan's ESF `Отозван` / `Отклонен`, Didox `Отклонён`, GİB's
 * response `Reddedildi`, rs.ge's `გაუქმებული`): they are skipped by a rule on the status column as
 * cancelled ones are. Generated space over the status headers and words of these portals and of
 * other languages' systems, spelled as exports write them (upper case, ё or е, gender endings).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findCancelledRows } from '../../../src/mapping/infer/find-cancelled-rows.js';
import { namesVoidStatus } from '../../../src/mapping/infer/read-void-status.js';
import type { SampledTable } from '../../../src/mapping/infer/sampled-table.js';

const STATUS_HEADERS = [
  'Статус',
  'Статус документа',
  'სტატუსი',
  'Yanıt',
  'Durum',
  'Status',
  'Estado',
  'Holati',
  'Statusi',
];
/** Each language's words for a void document, with words of valid ones beside it. */
const LANGUAGES: readonly { void: readonly string[]; valid: readonly string[] }[] = [
  { void: ['Отклонен', 'Отклонён', 'Отозван', 'Отклонена', 'ОТОЗВАН'], valid: ['Доставлен', 'Подписан', 'Принят'] },
  { void: ['Reddedildi', 'REDDEDİLDİ'], valid: ['Kabul Edildi', 'Onaylandı'] },
  { void: ['გაუქმებული', 'უარყოფილი'], valid: ['დადასტურებული', 'გადაგზავნილი'] },
  { void: ['Rejected', 'Declined', 'Withdrawn', 'Revoked'], valid: ['Approved', 'Accepted', 'Delivered'] },
  { void: ['Abgelehnt', 'Zurückgewiesen'], valid: ['Angenommen', 'Gebucht'] },
  { void: ['Rechazada', 'Rechazado'], valid: ['Aceptada', 'Recibida'] },
  { void: ['Відхилено', 'Відкликано'], valid: ['Зареєстровано'] },
  { void: ['Rad etilgan', 'Bekor qilingan'], valid: ['Imzolangan'] },
  // Albania's e-Fatura: refused by the buyer (Refuzuar), cancelled (Anuluar), withdrawn (Tërhequr).
  { void: ['Refuzuar', 'REFUZUAR', 'Anuluar', 'Tërhequr'], valid: ['Pranuar', 'Dorëzuar'] },
  // Serbia's SEF and the Croatian, Bosnian and Montenegrin portals, in Cyrillic and in Latin letters.
  {
    void: ['Одбијено', 'Сторнирано', 'Поништено', 'Odbijeno', 'Otkazano', 'Stornirano', 'ODBIJENA', 'Poništen'],
    valid: ['Прихваћено', 'Виђено', 'Prihvaćeno', 'Viđeno', 'Poslato'],
  },
];

function tableOf(header: string, statuses: readonly string[]): SampledTable {
  const rows = statuses.map((s, i) => ({
    file: 'list.xlsx',
    sheet: 'List',
    row: i + 2,
    cells: [
      { kind: 'text' as const, text: `ESF-${1000 + i}` },
      { kind: 'number' as const, text: String(100 + i) },
      { kind: 'text' as const, text: s },
    ],
  }));
  return {
    file: 'list.xlsx',
    type: 'xlsx',
    sheet: 'List',
    headerRow: 1,
    headers: ['Number', 'Amount', header],
    rows,
    complete: true,
  };
}

describe('documents rejected or withdrawn, by a status column', () => {
  it('finds exactly the void words of the status column beside the valid ones', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STATUS_HEADERS),
        fc.constantFrom(...LANGUAGES).chain((l) =>
          // At most 12 distinct states together: more are descriptions, not a status column.
          fc.tuple(
            fc.subarray([...l.void], { minLength: 1, maxLength: Math.min(l.void.length, 12 - l.valid.length) }),
            fc.subarray([...l.valid], { minLength: 1 }),
          ),
        ),
        fc.boolean(),
        (header, [voided, valid], voidFirst) => {
          const statuses = voidFirst ? [...voided, ...valid, ...valid] : [...valid, ...voided, ...valid];
          const found = findCancelledRows(tableOf(header, statuses));
          expect(found?.header).toBe(header);
          expect([...(found?.values ?? [])].sort()).toEqual([...voided].sort());
        },
      ),
    );
  });

  it.each(LANGUAGES.flatMap((l) => l.valid).concat(['Отправлен', 'Kabul', 'Pending', 'Paid', 'Draft']))(
    'does not read the valid status "%s" as void',
    (status) => {
      expect(namesVoidStatus(status)).toBe(false);
    },
  );
});
