import { it } from 'vitest';
import { openTable } from '../../src/sheets/open-table.js';
import { loadMapping } from '../../src/mapping/load-mapping.js';
import { readInvoices } from '../../src/mapping/read-invoices.js';
it('perf', async () => {
  const m = loadMapping('mappings/european-erp.yaml');
  for (let round = 0; round < 2; round++) {
    let t = Date.now(); let n = 0;
    const table = await openTable('/tmp/perf/big.csv', m.source.table);
    for await (const r of table.rows) n++;
    const raw = Date.now() - t;
    t = Date.now(); let inv = 0; let lines = 0; let bad = 0;
    for await (const i of readInvoices('/tmp/perf/big.csv', m)) { inv++; lines += i.draft.lines; if (!i.invoice) bad++; }
    const mapped = Date.now() - t;
    console.log({ n, raw, inv, lines, bad, mapped, ratio: (raw / mapped).toFixed(2) });
  }
}, 120000);
