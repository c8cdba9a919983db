import { describe, expect, it } from 'vitest';
import { portableFileStem } from '../../src/report/portable-file-stem.js';

describe('portableFileStem', () => {
  it.each([
    ['inv:dec?*', 'inv_dec__'],
    ['a<b>c"d|e', 'a_b_c_d_e'],
    ['back\\slash', 'back_slash'],
    ['Icon\r', 'Icon_'],
    ['tab\there', 'tab_here'],
  ])('replaces what Windows forbids: %j -> %j', (stem, portable) => {
    expect(portableFileStem(stem)).toBe(portable);
  });

  it('gives the NFC and NFD forms of one name the same stem', () => {
    const nfc = 'M\u00e4rz';
    const nfd = 'Ma\u0308rz';
    expect(nfc).not.toBe(nfd);
    expect(portableFileStem(nfd)).toBe(nfc);
    expect(portableFileStem(nfc)).toBe(nfc);
  });

  it('keeps ordinary names as they are', () => {
    for (const stem of ['register-2026-05', 'erp export (1)', 'Größe_€ 12.5', '請求書', 'invoices ', 'v1.'])
      expect(portableFileStem(stem)).toBe(stem);
  });
});
