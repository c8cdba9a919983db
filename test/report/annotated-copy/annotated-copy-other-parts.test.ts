/**
 * A workbook keeps text outside its cells: threaded comments and their persons, the legacy note
 * Excel writes beside a threaded comment, document properties, defined names, headers and footers,
 * data validation prompts, hyperlink targets and chart titles. The annotated copy keeps every part,
 * so each must get the data masking rule (scrub-data-text.ts): the key is never copied, and text
 * without it stays as it was.
 */
import { describe, expect, it } from 'vitest';
import { scrubCellTexts } from '../../../src/report/annotated-copy/scrub-cell-texts.js';
import { withoutDataSecrets } from '../../../src/mapping/scrub-data-text.js';
import { replacedCellMessage, type ReplacedCell } from '../../../src/report/annotated-copy/replaced-cells.js';
import { writeAnnotatedCopy } from '../../../src/report/annotated-copy/write-annotated-copy.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { writeHiddenTextsWorkbook, zipPartsOf } from './hidden-texts-workbook.js';

const KEY = 'ib_live_5Fz1-Mc8_rT4yU6iO2pA9sD3fG7hJ0';
describe('the annotated copy of text outside the cells', async () => {
  const dir = makeTempDir('annotated-other-parts');
  const source = await writeHiddenTextsWorkbook(dir, KEY);
  const before = await zipPartsOf(source);
  const replaced: ReplacedCell[] = [];
  const file = await writeAnnotatedCopy(
    new Map(),
    source,
    { main: { type: 'xlsx' } },
    dir,
    new Date(),
    { apiKey: KEY },
    (cell) => replaced.push(cell),
  );
  const after = await zipPartsOf(file);

  // [part, what holds the key there, a text beside it that stays]
  const table: [string, string, string][] = [
    ['xl/threadedComments/threadedComment1.xml', 'a threaded comment', 'plain reply'],
    ['xl/persons/person.xml', "a person's display name", 'userId="a@b"'],
    ['xl/comments1.xml', "the legacy note's copy of a threaded comment", 'Reply:'],
    ['docProps/core.xml', 'title, subject, keywords, description', 'invoices ***'],
    ['docProps/app.xml', 'company, manager', '*** office'],
    ['docProps/custom.xml', 'a custom property', 'name="Portal"'],
    ['xl/workbook.xml', 'a defined name', 'name="PortalKey"'],
    ['xl/worksheets/sheet1.xml', 'header, footer, validation list, prompt and error', 'use ***'],
    ['xl/worksheets/_rels/sheet1.xml.rels', "a hyperlink's target", 'https://portal.example/?key=***'],
    ['xl/charts/chart1.xml', "a chart's title", 'Totals ***'],
  ];

  it.each(table)('%s: %s holds no key in the copy', (part, _what, kept) => {
    expect(before.get(part)).toContain(KEY);
    const copied = after.get(part);
    expect(copied).toBeDefined();
    expect(copied).not.toContain(KEY);
    expect(copied).toContain(kept);
  });

  it('names the threaded comment on B2 once, not its copy in the legacy note', () => {
    expect(replaced).toEqual([expect.objectContaining({ sheet: 'Invoices', row: 2, note: 'B2', threaded: true })]);
    expect(replacedCellMessage(replaced[0]!)).toContain(
      'in place of the API key the threaded comment on cell B2 held; comments are not read',
    );
  });

  it('no part of the copy holds the key in any form', () => {
    for (const [part, text] of after) expect([part, text.includes(KEY)]).toEqual([part, false]);
  });
});

describe('masking text outside the cells', () => {
  it('masks a threaded comment, a header and a prompt wherever the part is cut into chunks', async () => {
    const xml = `<x><threadedComment ref="B2"><text>a ${KEY} b</text></threadedComment><oddHeader>&amp;L${KEY}</oddHeader><dataValidation prompt="use ${KEY}" sqref="A2"><formula1>"${KEY},x"</formula1></dataValidation></x>`;
    const scrub = (text: string) => withoutDataSecrets(text, { apiKey: KEY });
    const join = async (pieces: string[]) => {
      let out = '';
      for await (const piece of scrubCellTexts(
        (async function* () {
          yield* pieces;
        })(),
        scrub,
      ))
        out += piece;
      return out;
    };
    const whole = await join([xml]);
    expect(whole).toBe(
      '<x><threadedComment ref="B2"><text>a *** b</text></threadedComment><oddHeader>&amp;L***</oddHeader><dataValidation prompt="use ***" sqref="A2"><formula1>"***,x"</formula1></dataValidation></x>',
    );
    for (let at = 1; at < xml.length; at += 1) expect(await join([xml.slice(0, at), xml.slice(at)])).toBe(whole);
  });

  it('leaves a part without the key byte for byte', async () => {
    const xml = `<x><text>plain &amp; "quoted"</text><hyperlink tooltip='it&apos;s' display="a &quot;b&quot;"/><definedName name="N">Sheet1!$A$1</definedName></x>`;
    let out = '';
    for await (const piece of scrubCellTexts(
      (async function* () {
        yield xml;
      })(),
      (text) => withoutDataSecrets(text, { apiKey: KEY }),
    ))
      out += piece;
    expect(out).toBe(xml);
  });
});
