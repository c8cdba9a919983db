/**
 * A sign by document kind is offered only for a kind that means a credit note: a zero-rated
 * Korean tax invoice (영세율) or a kind infer cannot read is never negated because it is the rarer one.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

function writeList(header: string, kinds: readonly string[]): string {
  const rows = [['공급자사업자등록번호', '승인번호', '작성일자', header, '공급가액', '세액', '합계금액']];
  kinds.forEach((kind, i) => {
    const net = 100000 * (i + 3);
    const tax = kind.includes('영세') ? 0 : net / 10;
    rows.push([
      `123-45-6789${i % 3}`,
      `2025110${i}-4100${i}`,
      `2025-11-0${i + 1}`,
      kind,
      `${net}`,
      `${tax}`,
      `${net + tax}`,
    ]);
  });
  const file = join(makeTempDir('unread-kind'), 'list.csv');
  writeFileSync(file, `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`);
  return file;
}

const mapped = (yaml: string) => parse(yaml) as { invoice?: Record<string, unknown>; items?: Record<string, unknown> };

describe('mapping infer and a sign by document kind', () => {
  it('reads 일반 and 영세율 (regular, zero-rated) as kinds that say nothing of a sign', async () => {
    const kinds = ['일반', '일반', '영세율', '일반', '일반', '영세율', '일반', '일반'];
    const yaml = await inferMapping(writeList('전자세금계산서종류', kinds));
    expect(yaml).not.toMatch(/영세율", -1/);
    expect(mapped(yaml).items?.Amount, yaml).toBe('공급가액');
  });

  it('reads 청구 and 영수 (billed, receipted) as forms of a tax invoice, not kinds that carry a sign', async () => {
    const kinds = ['청구', '청구', '영수', '청구', '청구', '영수', '청구', '청구'];
    const yaml = await inferMapping(writeList('영수/청구 구분', kinds));
    expect(yaml).not.toContain('infer cannot read');
    expect(mapped(yaml).items?.Amount, yaml).toBe('공급가액');
  });

  it('offers no formula that negates the rarer of two kinds it cannot read', async () => {
    const kinds = ['Std', 'Std', 'Recurring', 'Std', 'Std', 'Recurring', 'Std', 'Std'];
    const yaml = await inferMapping(writeList('Doc Type', kinds));
    expect(mapped(yaml).items?.Amount, yaml).toBeUndefined();
    expect(yaml).toContain('"Doc Type" holds kinds of documents infer cannot read');
    expect(yaml).not.toMatch(/= "(?:Std|Recurring)", -1/);
    expect(yaml).toMatch(/IF\(\[Doc Type\] = "<the credit note's kind>", -1, 1\) \* \[공급가액\]/);
  });
});
