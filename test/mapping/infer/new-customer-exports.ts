/**
 * Exports of systems no set holds, as the trial that found infer's wrong money wrote them:
 * FreeAgent bills, KashFlow purchases, Invoice Ninja invoices; written into a test's temp folder.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
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

export function writeCsv(name: string, lines: readonly string[], dir = makeTempDir('infer-new-customer-')): string {
  const file = join(dir, name);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/** KashFlow's purchases export: credit notes as `Purchase Credit`, every amount unsigned. */
export const KASHFLOW = [
  'Supplier Code,Supplier,Invoice No,Date,Due Date,Net,VAT,Gross,Type,Currency',
  'RKC01,Red Kite Creative Ltd.,4411,2024-05-02,2024-06-01,500.00,100.00,600.00,Purchase Invoice,GBP',
  "OBM01,O'Brien Media Ltd.,9902,2024-05-03,2024-06-02,1000.00,200.00,1200.00,Purchase Invoice,GBP",
  'RKC01,Red Kite Creative Ltd.,4412,2024-05-06,2024-06-05,250.00,50.00,300.00,Purchase Credit,GBP',
  'APX01,Apex Fitness (UK) Ltd,118,2024-05-07,2024-06-06,200.00,40.00,240.00,Purchase Invoice,GBP',
  'NWT01,Northwind Traders Ltd.,7781,2024-05-08,2024-06-07,70.00,14.00,84.00,Purchase Invoice,GBP',
  'MHF01,Midland Home Furnishings plc,3321,2024-05-09,2024-06-08,800.00,160.00,960.00,Purchase Credit,GBP',
  'BWP01,Brennan-Walsh Partners LLP,2024-031,2024-05-10,2024-06-09,2500.00,500.00,3000.00,Purchase Invoice,GBP',
];

/** Invoice Ninja's invoices export: `Amount` includes the tax written beside it in `Tax Amount`. */
export const NINJA = [
  'Client Name,Invoice Number,Date,Due Date,Amount,Balance,Tax Amount,Status,Currency',
  "O'Brien Media Ltd.,0041,2024-07-01,2024-07-31,1200.00,1200.00,200.00,Sent,GBP",
  'Red Kite Creative Ltd.,0042,2024-07-02,2024-08-01,600.00,0.00,100.00,Paid,GBP',
  'Apex Fitness (UK) Ltd,0043,2024-07-03,2024-08-02,240.00,240.00,40.00,Sent,GBP',
  'Northwind Traders Ltd.,0044,2024-07-04,2024-08-03,84.00,84.00,14.00,Sent,GBP',
  'Brennan-Walsh Partners LLP,0045,2024-07-05,2024-08-04,3000.00,1000.00,500.00,Partial,GBP',
];
