import { describe, expect, it } from 'vitest';
import { normalizeAdvertiserName } from '../../src/advertisers/normalize-advertiser-name.js';

describe('normalizeAdvertiserName', () => {
  it('ignores case, accents, punctuation and spaces', () => {
    const forms = [
      'Müller & Söhne GmbH',
      'MULLER & SOHNE GMBH',
      'Müller&Söhne  GmbH.',
      'mu\u0308ller & so\u0308hne gmbh',
    ];
    expect(new Set(forms.map(normalizeAdvertiserName))).toEqual(new Set(['mullersohnegmbh']));
  });

  it('folds letters that have no combining mark', () => {
    expect(normalizeAdvertiserName('Łódź Billboard Group')).toBe('lodzbillboardgroup');
    expect(normalizeAdvertiserName('Ørsted Print & Packaging A/S')).toBe('orstedprintpackagingas');
    expect(normalizeAdvertiserName('Großmann Möbelhaus GmbH')).toBe('grossmannmobelhausgmbh');
  });

  it('keeps digits and letters of other scripts', () => {
    expect(normalizeAdvertiserName("D'Angelo 24/7 Pubblicità")).toBe('dangelo247pubblicita');
    expect(normalizeAdvertiserName('Tōkai 東海')).toBe('tokai東海');
  });
});
