import { describe, expect, it } from 'vitest';
import { ANNOTATION_HEADERS } from '../../src/report/annotated-copy/row-annotations.js';
import { RESULTS_SHEET_COLUMNS } from '../../src/report/results/results-sheet-columns.js';
import { STATUS_COLUMNS } from '../../src/report/reconciliation-status-columns.js';

describe('the headers workbooks share', () => {
  it('the annotated copy names each column it adds as the Results sheet does', () => {
    const results = RESULTS_SHEET_COLUMNS.map((column) => column.header);
    for (const header of ANNOTATION_HEADERS) expect(results).toContain(header);
  });

  it('the reconciliation names the instance id as the annotated copy and the Results sheet do', () => {
    const reconciliation = STATUS_COLUMNS.map((column) => column.header);
    const instance = reconciliation.filter((header) => /instance/i.test(header));
    expect(instance.length).toBeGreaterThan(0);
    for (const header of instance) expect(ANNOTATION_HEADERS).toContain(header);
  });
});
