import { describe, expect, it } from 'vitest';
import { isIgnoredFileName } from '../../src/watch/is-ignored-file-name.js';

describe('isIgnoredFileName', () => {
  it('ignores lock, temp, partial and hidden files', () => {
    for (const name of [
      '~$register.xlsx',
      '.~lock.register.xlsx#',
      'export.csv.tmp',
      'export.TMP',
      'big.xlsx.part',
      'x.crdownload',
      '.DS_Store',
      '.register.xlsx.a8Fk2',
      'Thumbs.db',
      'thumbs.db',
      'ehthumbs.db',
      'desktop.ini',
      'Desktop.ini',
    ])
      expect(isIgnoredFileName(name), name).toBe(true);
  });

  it('takes ordinary invoice files', () => {
    for (const name of [
      'register-2026-05.xlsx',
      'erp export.csv',
      'tmp-list.csv',
      'a~$b.xlsx',
      'partner.part.csv',
      'Thumbs.db.csv',
      'desktop.ini.xlsx',
    ])
      expect(isIgnoredFileName(name), name).toBe(false);
  });
});
