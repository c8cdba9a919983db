/**
 * `mapping infer` on exports of systems no set holds, as a new customer runs it (FreeAgent bills,
 * KashFlow purchases, Invoice Ninja invoices): the proposal, accepted as its comments ask, never
 * posts wrong money. The files are those of the trial that found the faults, written afresh here.
 */
import { describe, expect, it } from 'vitest';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { freeAgentBills, KASHFLOW, NINJA, writeCsv } from './new-customer-exports.js';

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
    'maps "%s" as the Tax and the line\'s Amount as the gross "Total Value" less it, by the formula',
    async (taxHeader) => {
      const yaml = await inferMapping(writeCsv('freeagent-bills.csv', freeAgentBills(taxHeader)));
      expect(mapped(yaml, 'Tax')).toMatch(new RegExp(`^ {2}Tax: ${taxHeader} `));
      // The tax is a VAT rate of the total less it on every row, so the net is mapped by the formula.
      expect(mapped(yaml, 'Amount')).toContain(`  Amount: { formula: '[Total Value] - [${taxHeader}]' }`);
      expect(mapped(yaml, 'Invoice_Amount')).toMatch(/^ {2}Invoice_Amount: Total Value /);
      expect(yaml).not.toMatch(new RegExp(`Columns not mapped:.*"${taxHeader}"`));
    },
  );
});

describe('mapping infer beside a type column that names credits in other words', () => {
  it('leaves no unsigned money field of KashFlow purchases uncommented, and gives the signing formula', async () => {
    const yaml = await inferMapping(writeCsv('kashflow-purchases.csv', KASHFLOW));
    // The sample's credit notes are written positive: each money field is mapped signed by the formula.
    for (const field of ['Invoice_Amount', 'Amount', 'Tax'])
      expect(mapped(yaml, field), yaml).toMatch(
        new RegExp(`^ {2}${field}: \\{ formula: 'IF\\(\\[Type\\] = "Purchase Credit", -1, 1\\)`),
      );
    expect(yaml).toContain(`{ formula: 'IF([Type] = "Purchase Credit", -1, 1) * [Gross]' }`);
    expect(yaml).toContain(`{ formula: 'IF([Type] = "Purchase Credit", -1, 1) * [Net]' }`);
    expect(yaml).toContain(`{ formula: 'IF([Type] = "Purchase Credit", -1, 1) * [VAT]' }`);
  });
});

describe('mapping infer where one amount beside a tax may be the net or the gross', () => {
  it('doubts both Invoice Ninja readings of Amount and proposes the check that tells a mixed choice', async () => {
    const yaml = await inferMapping(writeCsv('ninja-invoices.csv', NINJA));
    expect(mapped(yaml, 'Amount'), yaml).toBeUndefined();
    expect(mapped(yaml, 'Invoice_Amount'), yaml).toBeUndefined();
    expect(mapped(yaml, 'Tax')).toMatch(/^ {2}Tax: Tax Amount /);
    expect(yaml).toContain(`# Amount: Amount  # doubtful:`);
    expect(yaml).toContain(`{ formula: '[Amount] - [Tax Amount]' }`);
    expect(yaml).toContain(`{ formula: '[Amount] + [Tax Amount]' }`);
    expect(yaml).toMatch(/^ {2}sumLines: gross {2}# /m);
  });

  it('keeps an amount named net beside the tax, with the total as the formula', async () => {
    const yaml = await inferMapping(
      writeCsv(
        'ninja-invoices.csv',
        NINJA.map((l) => l.replace(',Amount,', ',Net Amount,')),
      ),
    );
    expect(mapped(yaml, 'Amount')).toMatch(/^ {2}Amount: Net Amount /);
    // One line per invoice: the total of its lines is the net plus the tax.
    expect(yaml).toMatch(
      /Invoice_Amount: \{ formula: '(?:\[Net Amount\] \+ \[Tax Amount\]|SUM\(items\.Amount\) \+ SUM\(items\.Tax\))' \}/,
    );
  });
});
