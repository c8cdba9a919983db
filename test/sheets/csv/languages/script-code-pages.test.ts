/**
 * Purchase registers in Arabic, Hebrew, Thai and Vietnamese as Excel writes them per Windows locale
 * (Windows-1256, 1255, 874, 1258): the advice names the writer's code page where the words tell, and
 * never another; and a Western, Central European, Cyrillic or Greek file is never advised as Arabic,
 * Hebrew or Thai.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodingAdvice } from '../../../../src/sheets/csv/explain-invalid-utf8.js';
import { decodeSingleByte, guessSingleByteEncoding } from '../../../../src/sheets/csv/guess-single-byte-encoding.js';
import { CENTRAL_WORDS } from '../../../../src/sheets/csv/languages/central-words.js';
import { RUSSIAN_WORDS, UKRAINIAN_WORDS } from '../../../../src/sheets/csv/languages/cyrillic-words.js';
import { GREEK_WORDS } from '../../../../src/sheets/csv/languages/other-words.js';
import { WESTERN_WORDS } from '../../../../src/sheets/csv/languages/western-words.js';
import { encodeLegacy } from '../../../helpers/encode-legacy.js';

const VIETNAMESE_SHAPES = /[\u0302\u0306\u031B]/u;

/**
 * Vietnamese as Windows writes it in 1258: a letter the code page holds as one byte stays one,
 * else its base letter (with circumflex, breve or horn) and a combining tone mark.
 */
function encodeWindows1258(text: string): Buffer {
  const encode = (chars: string) => {
    try {
      return encodeLegacy(chars, 'windows-1258');
    } catch {
      return undefined;
    }
  };
  return Buffer.concat(
    [...text.normalize('NFC')].map((char) => {
      const whole = encode(char);
      if (whole) return whole;
      const [base = '', ...marks] = [...char.normalize('NFD')];
      const shaped = (base + marks.filter((m) => VIETNAMESE_SHAPES.test(m)).join('')).normalize('NFC');
      return encodeLegacy(shaped + marks.filter((m) => !VIETNAMESE_SHAPES.test(m)).join(''), 'windows-1258');
    }),
  );
}

const encode = (text: string, writer: string) =>
  new Uint8Array(writer === 'windows-1258' ? encodeWindows1258(text) : encodeLegacy(text, writer));

const REGISTERS: Array<[string, string, string[]]> = [
  [
    'Arabic',
    'windows-1256',
    [
      'المورد;رقم الفاتورة;التاريخ;المبلغ;ضريبة القيمة المضافة;الإجمالي',
      'شركة النور للتجارة;ف-2024-001;2024-03-01;1500.00;225.00;1725.00',
      'مؤسسة الخليج للمقاولات;ف-2024-002;2024-03-04;800.00;120.00;920.00',
      'مكتب الأمل للخدمات;ف-2024-003;2024-03-09;300.00;45.00;345.00',
    ],
  ],
  [
    'Hebrew',
    'windows-1255',
    [
      'ספק;מספר חשבונית;תאריך;סכום;מע"מ',
      'אלקטרה בע"מ;1001;01/03/2024;1000;170',
      'כהן שירותים;1002;04/03/2024;2500;425',
      'לוי הובלות;1003;09/03/2024;600;102',
    ],
  ],
  [
    'Thai',
    'windows-874',
    [
      'ผู้ขาย;เลขที่ใบกำกับภาษี;วันที่;จำนวนเงิน;ภาษีมูลค่าเพิ่ม',
      'บริษัท สยามค้าส่ง จำกัด;INV-001;01/03/2024;1000;70',
      'ห้างหุ้นส่วน ไทยพาณิชย์;INV-002;04/03/2024;2500;175',
      'บริษัท เชียงใหม่ขนส่ง จำกัด;INV-003;09/03/2024;600;42',
    ],
  ],
  [
    'Vietnamese',
    'windows-1258',
    [
      'Nhà cung cấp;Số hóa đơn;Ngày;Thành tiền;Thuế GTGT',
      'Công ty TNHH Thương mại Hoàng Long;HD-001;01/03/2024;1000000;100000',
      'Công ty Cổ phần Vận tải Đà Nẵng;HD-002;04/03/2024;2500000;250000',
      'Nguyễn Văn Tuấn dịch vụ sửa chữa;HD-003;09/03/2024;600000;60000',
    ],
  ],
];

describe('Arabic, Hebrew, Thai and Vietnamese purchase registers', () => {
  it.each(REGISTERS)('%s in %s: its code page is advised', (_language, writer, lines) => {
    const text = `${lines.join('\r\n')}\r\n`;
    const bytes = encode(text, writer);
    const guess = guessSingleByteEncoding(bytes, false);
    expect(guess.best).toBe(writer);
    expect(decodeSingleByte(bytes, guess.best!).normalize('NFC')).toBe(text);
    const advice = encodingAdvice(
      bytes,
      bytes.findIndex((b) => b >= 0x80),
      false,
    );
    expect(advice).toContain(`set encoding: ${writer} in the mapping`);
  });

  it.each(REGISTERS)(
    '%s in %s: each line alone is the writer or not sure, never another',
    (_language, writer, lines) => {
      for (const line of lines) {
        const bytes = encode(`${line}\r\n`, writer);
        const { best, ranked } = guessSingleByteEncoding(bytes, false);
        expect([writer, undefined], line).toContain(best);
        expect(
          ranked.map(({ encoding }) => encoding),
          line,
        ).toContain(writer);
      }
    },
  );
});

const LISTS: Array<[string, string]> = [
  ...Object.values(WESTERN_WORDS).map((list) => ['windows-1252', list] as [string, string]),
  ...Object.values(CENTRAL_WORDS).map((list) => ['windows-1250', list] as [string, string]),
  ['windows-1251', RUSSIAN_WORDS],
  ['windows-1251', UKRAINIAN_WORDS],
  ['koi8-r', RUSSIAN_WORDS],
  ['windows-1253', GREEK_WORDS],
];
const SCRIPT_CODE_PAGES = ['windows-1256', 'windows-1255', 'windows-874'];

describe('files of other code pages', () => {
  it('a Western, Central European, Cyrillic or Greek file is never advised as Arabic, Hebrew or Thai', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LISTS).chain(([writer, list]) => {
          const words = list.split(/\s+/).filter((w) => w !== '');
          const word = fc
            .tuple(fc.constantFrom(...words), fc.constantFrom('lower', 'capital', 'upper'))
            .map(([w, c]) =>
              c === 'lower' ? w : c === 'upper' ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1),
            );
          return fc.tuple(
            fc.constant(writer),
            fc.array(fc.array(word, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 8 }),
          );
        }),
        ([writer, rows]) => {
          const text = `Name;Number\r\n${rows.map((words, i) => `${words.join(' ')};INV-${i}`).join('\r\n')}\r\n`;
          let bytes: Uint8Array;
          try {
            bytes = encode(text, writer);
          } catch {
            return; // a letter the code page lacks (ß upper-cased to ẞ): no writer makes that file
          }
          const { best } = guessSingleByteEncoding(bytes, false);
          expect(SCRIPT_CODE_PAGES, text).not.toContain(best);
          if (best !== undefined) expect(decodeSingleByte(bytes, best), `${writer} taken for ${best}`).toBe(text);
        },
      ),
      { numRuns: 3_000 },
    );
  });
});
