import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { keepWrittenTime } from '../../../src/mapping/infer/keep-written-time.js';
import { dateFormatsOf } from '../../../src/mapping/infer/propose-date-formats.js';
import { parseMapping } from '../../../src/mapping/load-mapping.js';
import { readInvoices } from '../../../src/mapping/read-invoices.js';
import { SANDBOX_ADVERTISERS } from '../../../src/sandbox/sandbox-advertisers.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const ADVERTISERS = SANDBOX_ADVERTISERS;
const READ = { knownAdvertisers: ADVERTISERS, knownAdvertisersFetchedAt: '2024-02-01T00:00:00Z' };

const proposed = (header: string, samples: string[]) => {
  const columns = [{ header, samples }];
  return keepWrittenTime(dateFormatsOf([samples]), columns);
};

describe('a date column named and written with its time', () => {
  it.each([
    [
      'Datum i vrijeme izdavanja',
      ['05.01.2024. 10:15:30', '17.01.2024. 08:02:59'],
      'DD.MM.YYYY. HH:mm:ss',
      'DD.MM.YYYY.',
    ],
    ['Date Time Invoice Issued', ['20240105 10:15:30', '20240117 8:02:59'], 'YYYYMMDD HH:mm:ss', 'YYYYMMDD'],
    ['Fecha y hora', ['05/01/2024 10:15', '17/01/2024 08:02'], 'DD/MM/YYYY HH:mm', 'DD/MM/YYYY'],
  ])('is proposed with the time first, then the date alone (%s)', (header, samples, withTime, dateOnly) => {
    expect(proposed(header, samples)).toEqual([withTime, dateOnly]);
  });

  it('keeps the date form alone where the header names no time, or where a value has none', () => {
    expect(proposed('Invoice Date', ['05.01.2024. 10:15:30', '17.01.2024. 08:02:59'])).toEqual(['DD.MM.YYYY.']);
    expect(proposed('Datum i vrijeme', ['05.01.2024. 10:15:30', '17.01.2024.'])).toEqual(['DD.MM.YYYY.']);
  });

  it('reads each invoice on the day written, through the proposal', async () => {
    const rows = ['Broj računa;Datum i vrijeme izdavanja;Naziv prodavca;Osnovica;PDV;Ukupan iznos'];
    for (let n = 0; n < 5; n++)
      rows.push(
        `R-${n + 1};0${n + 1}.02.2024. ${10 + n}:15:30;${ADVERTISERS[n % 3]!.advertiserName};100,00;21,00;121,00`,
      );
    const file = join(makeTempDir('infer-written-time'), 'racuni.csv');
    writeFileSync(file, `${rows.join('\r\n')}\r\n`);
    const yaml = await inferMapping(file, { advertisers: ADVERTISERS, currency: 'EUR' });
    expect(yaml).toContain('dateFormats: ["DD.MM.YYYY. HH:mm:ss", DD.MM.YYYY.]');
    const mapping = await parseMapping(yaml, 'racuni.yaml');
    const days = [];
    for await (const invoice of readInvoices(file, mapping, READ)) days.push(invoice.draft.Invoice_Date);
    expect(days).toEqual(['20240201', '20240202', '20240203', '20240204', '20240205']);
  });
});
