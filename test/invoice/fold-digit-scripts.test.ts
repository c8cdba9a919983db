import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { digitScriptOf, foldDigitScripts } from '../../src/invoice/fold-digit-scripts.js';
import { decimalDigitZeros, inDigits } from './decimal-digit-blocks.js';

const ZEROS = decimalDigitZeros();
/** Two different blocks of digits. */
const twoScripts = fc.tuple(fc.constantFrom(...ZEROS), fc.constantFrom(...ZEROS)).filter(([a, b]) => a !== b);

describe('digits of other scripts folded to ASCII', () => {
  it('finds every Unicode block of decimal digits, the scripts exports write amounts in among them', () => {
    // Thai, Lao, Tibetan, Myanmar, Khmer, Mongolian, Bengali, Tamil, full-width, mathematical bold.
    for (const zero of [0xe50, 0xed0, 0xf20, 0x1040, 0x17e0, 0x1810, 0x9e6, 0xbe6, 0xff10, 0x1d7ce])
      expect(ZEROS).toContain(zero);
    expect(ZEROS.length).toBeGreaterThanOrEqual(60);
  });

  it('folds each digit of every Unicode script to its ASCII digit, and leaves ASCII text as it is', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,20}$/), fc.constantFrom(...ZEROS), (ascii, zero) => {
        expect(foldDigitScripts(inDigits(ascii, zero)), zero.toString(16)).toEqual({ ok: true, text: ascii });
        expect(foldDigitScripts(ascii)).toEqual({ ok: true, text: ascii });
      }),
    );
  });

  it('refuses a value with digits of two scripts, whichever two', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,8}$/), fc.stringMatching(/^[0-9]{1,8}$/), twoScripts, (a, b, [x, y]) => {
        const written = `${inDigits(a, x)}.${inDigits(b, y)}`;
        expect(foldDigitScripts(written), written).toMatchObject({
          ok: false,
          message: expect.stringContaining('two scripts'),
        });
      }),
    );
  });

  it('names the script of the digits, Latin when they are all ASCII', () => {
    expect(digitScriptOf('๑๕/๐๓/๒๕๖๗')).toBe('Thai');
    expect(digitScriptOf('၁၅.၀၃.၁၃၈၆')).toBe('Myanmar');
    expect(digitScriptOf('১৫-০৩-১৪৩১')).toBe('Bengali');
    expect(digitScriptOf('１５／０３')).toBe('full-width');
    expect(digitScriptOf('15/03/2024')).toBe('Latin');
    expect(foldDigitScripts('\u{1e950}1')).toMatchObject({
      message: expect.stringContaining('U+1E950-U+1E959 and Latin'),
    });
  });

  it('reads the full-width signs of a full-width number as their ASCII ones, and only there', () => {
    expect(foldDigitScripts('－１，２３４．５０')).toEqual({ ok: true, text: '-1,234.50' });
    expect(foldDigitScripts('２０２４／０３／１５')).toEqual({ ok: true, text: '2024/03/15' });
    expect(foldDigitScripts('（１２．５０）')).toEqual({ ok: true, text: '(12.50)' });
    expect(foldDigitScripts('１２３４.５０')).toEqual({ ok: true, text: '1234.50' });
    // Beside other digits a full-width sign is no sign the reader knows: kept, so the value is refused.
    expect(foldDigitScripts('๑，๒๓๔')).toEqual({ ok: true, text: '1，234' });
    expect(foldDigitScripts('1，234')).toEqual({ ok: true, text: '1，234' });
  });

  it('drops direction marks, reads ٪ as %, and turns ٫ ٬ into the separators asked for', () => {
    expect(foldDigitScripts('\u200f\u061c١٬٢٣٤٫٥\u200e\u2066\u2069')).toEqual({ ok: true, text: '1٬234٫5' });
    expect(foldDigitScripts('١٬٢٣٤٫٥', { decimal: ',', group: '.' })).toEqual({ ok: true, text: '1.234,5' });
    expect(foldDigitScripts('١٬٢٣٤', { decimal: '.', group: '' })).toEqual({ ok: true, text: '1\u00a0234' });
    expect(foldDigitScripts('١٥٪')).toEqual({ ok: true, text: '15%' });
  });

  it('keeps letters and other text as written', () => {
    expect(foldDigitScripts('ر.س ١٢٣')).toEqual({ ok: true, text: 'ر.س 123' });
  });

  it('refuses two scripts in one value, and Arabic or full-width beside Latin separators', () => {
    expect(foldDigitScripts('١٢3')).toMatchObject({
      ok: false,
      message: expect.stringContaining('Arabic-Indic and Latin'),
    });
    expect(foldDigitScripts('۱٢')).toMatchObject({ ok: false, message: expect.stringContaining('two scripts') });
    expect(foldDigitScripts('١٬٢٣٤.٥')).toMatchObject({ ok: false, message: expect.stringContaining('one kind') });
    expect(foldDigitScripts('１，２３４.５０')).toMatchObject({
      ok: false,
      message: expect.stringContaining('full-width separators (， ．) and Latin ones (. ,) in one value'),
    });
    expect(foldDigitScripts('１٬２３４．５')).toMatchObject({
      ok: false,
      message: expect.stringContaining('Arabic separators (٫ ٬) and full-width separators (， ．) in one value'),
    });
  });
});
