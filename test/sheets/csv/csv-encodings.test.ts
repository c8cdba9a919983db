/**
 * The code pages Excel writes "CSV" in per Windows locale, and their ISO-8859, KOI8 and Mac kin:
 * a mapping may name each, the runtime's TextDecoder reads each, and invoices read a file in its
 * own code page as written.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TextDecoder } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CSV_ENCODINGS, isMultiByteEncoding } from '../../../src/sheets/csv/csv-encodings.js';
import { decodeText, encodeText } from '../../../src/report/annotated-copy/csv-text-codec.js';
import { encodeLegacy } from '../../helpers/encode-legacy.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { mappingOf, ONE_ROW_MAPPING, readAll } from '../../mapping/mapping-fixtures.js';

const SINGLE_BYTE = CSV_ENCODINGS.filter((encoding) => !encoding.startsWith('utf-') && !isMultiByteEncoding(encoding));

describe('CSV encodings', () => {
  it('lists the code pages of every Windows locale, each read by this runtime', () => {
    for (const page of [1250, 1251, 1252, 1253, 1254, 1255, 1256, 1257, 1258, 874])
      expect(CSV_ENCODINGS).toContain(`windows-${page}`);
    for (const encoding of CSV_ENCODINGS) {
      // A label the runtime lacks throws here: Node's full ICU reads every one.
      const decoder = new TextDecoder(encoding);
      expect(decoder.encoding, encoding).toBe(encoding === 'iso-8859-1' ? 'windows-1252' : encoding);
    }
  });

  it.each(SINGLE_BYTE)('%s: every byte it defines is written back as read, in the annotated copy', async (encoding) => {
    const bytes = Uint8Array.from({ length: 128 }, (_, i) => i + 0x80);
    const decoder = new TextDecoder(encoding);
    const chars = [...(decoder.decode(bytes, { stream: true }) + decoder.decode())];
    const defined = Buffer.from(bytes.filter((_, i) => chars[i] !== '\ufffd'));
    let text = '';
    for await (const part of decodeText(
      (async function* () {
        yield defined;
      })(),
      encoding,
    ))
      text += part;
    expect(encodeText(text, encoding)).toEqual(defined);
  });

  const sheets: [string, string][] = [
    ['windows-1254', 'FŞ-2024-ığ1'],
    ['windows-1250', 'FV/ŚĆ/02'],
    ['windows-1251', 'СФ-2024-001'],
    ['windows-1253', 'ΤΙΜ-2024-001'],
    ['koi8-r', 'СФ-2024-Ж02'],
    ['iso-8859-2', 'FA-2024-Ř01'],
  ];

  it.each(sheets)('a mapping may name encoding: %s, and its invoices read %s as written', async (encoding, number) => {
    const mapping = mappingOf(`source:\n  encoding: ${encoding}\n${ONE_ROW_MAPPING}`);
    const text = `Vendor,Number,Date,Currency,Total,Net,Tax\r\n0000100001,${number},2026-10-05,EUR,119.00,100.00,19.00\r\n`;
    const file = join(makeTempDir('encodings'), 'legacy.csv');
    writeFileSync(file, encodeLegacy(text, encoding));
    const [invoice] = await readAll(file, mapping);
    expect(invoice?.problems).toEqual([]);
    expect(invoice?.invoice?.Invoice_Number).toBe(number);
  });
});
