/**
 * `mapping infer` on exports of systems no set holds, as a new customer runs it (FreeAgent bills,
 * KashFlow purchases, Invoice Ninja invoices): the proposal, accepted as its comments ask, never
 * posts wrong money. The files are those of the trial that found the faults, written afresh here.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

/** FreeAgent's bills export: the gross as `Total Value`, its tax beside it; the credit note signed. */
export function freeAgentBills(taxHeader: string): string[] {
  return [
    `Contact,Reference,Dated On,Due On,Currency,Total Value,${taxHeader},Category,Status,Comments`,
    "O'Brien Media Ltd.,OBM-2291,03/04/2024,03/05/2024,GBP,1200.00,200.00,Advertising & PR,Open,April campaign",
    'Red Kite Creative Ltd.,RK-0415,04/04/2024,04/05/2024,GBP,600.00,100.00,Advertising & PR,Paid,',
    'Apex Fitness (UK) Ltd,AF-77,05/04/2024,05/05/2024,GBP,240.00,40.00,Staff Welfare,Open,',
    'Red Kite Creative Ltd.,RK-0415-CN,08/04/2024,08/05/2024,GBP,-120.00,-20.00,Advertising & PR,Open,credit for RK-0415',
    'Brennan-Walsh Partners LLP,BW/2024/031,09/04/2024,09/05/2024,GBP,3000.00,500.00,Legal & Professional,Open,',
    'Midland Home Furnishings plc,MHF 9921,10/04/2024,10/05/2024,GBP,960.00,160.00,Office Costs,Open,',
    'Northwind Traders Ltd.,NW-5521,11/04/2024,11/05/2024,GBP,84.00,14.00,Office Costs,Open,',
    'Northwind Traders Ltd.,NW-5530,12/04/2024,12/05/2024,GBP,120.00,20.00,Office Costs,Open,',
  ];
}

export function writeCsv(name: string, lines: readonly string[]): string {
  const file = join(makeTempDir('infer-new-customer-'), name);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/** The mapped (uncommented) line of a field, or undefined. */
const mapped = (yaml: string, field: string) => yaml.split('\n').find((l) => l.startsWith(`  ${field}: `));

describe('mapping infer beside a tax column under any name', () => {
  // FreeAgent writes `Sales Tax Value`; other systems and languages write the same column so.
  it.each([
    'Sales Tax Value',
    'Sales Tax',
    'VAT',
    'Tax Value',
    'VAT Amount',
    'GST',
    'IVA',
    'MwSt',
    'Moms',
    'Total Tax',
  ])(
    'maps "%s" as the Tax and leaves the gross "Total Value" out of the line\'s Amount, with the formula',
    async (taxHeader) => {
      const yaml = await inferMapping(writeCsv('freeagent-bills.csv', freeAgentBills(taxHeader)));
      expect(mapped(yaml, 'Tax')).toMatch(new RegExp(`^ {2}Tax: ${taxHeader} `));
      expect(mapped(yaml, 'Amount')).toBeUndefined();
      expect(yaml).toContain(`# Amount: Total Value  # doubtful:`);
      expect(yaml).toContain(`{ formula: '[Total Value] - [${taxHeader}]' }`);
      expect(mapped(yaml, 'Invoice_Amount')).toMatch(/^ {2}Invoice_Amount: Total Value /);
      expect(yaml).not.toMatch(new RegExp(`Columns not mapped:.*"${taxHeader}"`));
    },
  );
});

/** KashFlow's purchases export: credit notes as `Purchase Credit`, every amount unsigned. */
const KASHFLOW = [
  'Supplier Code,Supplier,Invoice No,Date,Due Date,Net,VAT,Gross,Type,Currency',
  'RKC01,Red Kite Creative Ltd.,4411,2024-05-02,2024-06-01,500.00,100.00,600.00,Purchase Invoice,GBP',
  "OBM01,O'Brien Media Ltd.,9902,2024-05-03,2024-06-02,1000.00,200.00,1200.00,Purchase Invoice,GBP",
  'RKC01,Red Kite Creative Ltd.,4412,2024-05-06,2024-06-05,250.00,50.00,300.00,Purchase Credit,GBP',
  'APX01,Apex Fitness (UK) Ltd,118,2024-05-07,2024-06-06,200.00,40.00,240.00,Purchase Invoice,GBP',
  'NWT01,Northwind Traders Ltd.,7781,2024-05-08,2024-06-07,70.00,14.00,84.00,Purchase Invoice,GBP',
  'MHF01,Midland Home Furnishings plc,3321,2024-05-09,2024-06-08,800.00,160.00,960.00,Purchase Credit,GBP',
  'BWP01,Brennan-Walsh Partners LLP,2024-031,2024-05-10,2024-06-09,2500.00,500.00,3000.00,Purchase Invoice,GBP',
];

describe('mapping infer beside a type column that names credits in other words', () => {
  it('leaves no unsigned money field of KashFlow purchases uncommented, and gives the signing formula', async () => {
    const yaml = await inferMapping(writeCsv('kashflow-purchases.csv', KASHFLOW));
    for (const field of ['Invoice_Amount', 'Amount', 'Tax']) expect(mapped(yaml, field), yaml).toBeUndefined();
    expect(yaml).toContain(`{ formula: 'IF([Type] = "Purchase Credit", -1, 1) * [Gross]' }`);
    expect(yaml).toContain(`{ formula: 'IF([Type] = "Purchase Credit", -1, 1) * [Net]' }`);
    expect(yaml).toContain(`{ formula: 'IF([Type] = "Purchase Credit", -1, 1) * [VAT]' }`);
  });
});
