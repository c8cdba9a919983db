/**
 * A purchases register saved by Excel on an Arabic Windows ("CSV (Comma delimited)", Windows-1256):
 * `mapping infer` names windows-1256, so the columns it maps are named by their Arabic headers, not
 * by what Windows-1252 makes of them ("ÇáãæÑÏ" for "المورد").
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { encodeLegacy } from '../../helpers/encode-legacy.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const REGISTER = [
  'المورد,رقم الفاتورة,التاريخ,المبلغ,ضريبة القيمة المضافة,الإجمالي',
  'شركة النور للتجارة,INV-2024-001,2024-03-01,1500.00,225.00,1725.00',
  'مؤسسة الخليج للمقاولات,INV-2024-002,2024-03-04,800.00,120.00,920.00',
  'مكتب الأمل للخدمات,INV-2024-003,2024-03-09,300.00,45.00,345.00',
  'شركة الشرق الأوسط للتوريد,INV-2024-004,2024-03-12,2200.00,330.00,2530.00',
];

describe('mapping infer on an Arabic Excel CSV', () => {
  it('proposes encoding: windows-1256 and names the columns by their Arabic headers', async () => {
    const file = join(makeTempDir('infer-arabic'), 'purchases.csv');
    writeFileSync(file, encodeLegacy(`${REGISTER.join('\r\n')}\r\n`, 'windows-1256'));
    const yaml = await inferMapping(file);
    const line = yaml.split('\n').find((l) => l.startsWith('  encoding: '));
    expect(line, yaml).toBe('  encoding: windows-1256  # the file is not valid UTF-8');
    expect((parse(yaml) as { source?: { encoding?: string } }).source?.encoding).toBe('windows-1256');
    expect(yaml).toContain('رقم الفاتورة');
    expect(yaml).not.toMatch(/[ÇáãæÑÏ]{3}/);
  });
});
