import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldDigitScripts } from '../../src/invoice/fold-digit-scripts.js';

const ZEROS = [0x660, 0x6f0, 0x966];

describe('digits of other scripts folded to ASCII', () => {
  it('folds each digit of each script to its ASCII digit, and leaves ASCII text as it is', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,20}$/), fc.constantFrom(...ZEROS), (ascii, zero) => {
        const written = ascii.replace(/\d/g, (d) => String.fromCharCode(zero + Number(d)));
        expect(foldDigitScripts(written)).toEqual({ ok: true, text: ascii });
        expect(foldDigitScripts(ascii)).toEqual({ ok: true, text: ascii });
      }),
    );
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

  it('refuses two scripts in one value and Arabic beside Latin separators', () => {
    expect(foldDigitScripts('١٢3')).toMatchObject({
      ok: false,
      message: expect.stringContaining('Arabic-Indic and Latin'),
    });
    expect(foldDigitScripts('۱٢')).toMatchObject({ ok: false, message: expect.stringContaining('two scripts') });
    expect(foldDigitScripts('١٬٢٣٤.٥')).toMatchObject({ ok: false, message: expect.stringContaining('one kind') });
  });
});
