/**
 * The carried fields (`vendorName`, `dueDate`) name their column as every other field does: by
 * header, or by letter where two columns share a header (Hometax writes 상호 for the supplier and
 * for the buyer), as the repeated-header message tells the user to.
 */
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../helpers/temp-dir.js';
import { mappingOf, readAll, rejectionOf, writeCsv } from './mapping-fixtures.js';

const MAPPING = (carried: string) => `
source: { type: csv, dateFormats: [YYYY-MM-DD] }
layout: { type: one-row }
${carried}
invoice:
  InvoiceId: 승인번호
  PayeeId: 등록번호
  Invoice_Number: 승인번호
  Invoice_Date: 작성일자
  CurrencyCode: { value: KRW }
  Invoice_Amount: 합계금액
items:
  Amount: 합계금액
`;

function writeList(): string {
  return writeCsv(makeTempDir('carried-letter'), 'hometax.csv', [
    '승인번호,작성일자,등록번호,상호,상호,합계금액,지급기한',
    '20251103-41000001,2025-11-03,1234567890,대한물류(주),노르딕코리아(주),1100000,2025-12-03',
  ]);
}

describe('a carried field named by its column letter', () => {
  it('reads vendorName and dueDate from the lettered columns beside a repeated header', async () => {
    const file = writeList();
    const [invoice] = await readAll(file, mappingOf(MAPPING('vendorName: { letter: D }\ndueDate: { letter: g }')));
    expect(invoice!.problems).toEqual([]);
    expect(invoice!.draft.vendorName).toBe('대한물류(주)');
    expect(invoice!.draft.dueDate).toBe('20251203');
  });

  it('refuses the repeated header with the lettered form that then works', async () => {
    const file = writeList();
    const error = await rejectionOf(readAll(file, mappingOf(MAPPING('vendorName: 상호'))));
    const letter = /\{ letter: ([A-Z]+) \}/.exec(error.message)?.[1];
    expect(letter, error.message).toBe('E');
    const [invoice] = await readAll(file, mappingOf(MAPPING(`vendorName: { letter: ${letter} }`)));
    expect(invoice!.draft.vendorName).toBe('노르딕코리아(주)');
  });
});
