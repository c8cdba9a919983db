/**
 * The size the text of each sheet of a workbook prints at, worked out from the page setup the sheet
 * carries as a spreadsheet program reads it: the column widths, the column breaks, the repeated
 * title columns, fit to one page wide or a fixed scale, the margins, on a landscape Letter page
 * (A4 is wider). Columns are measured as LibreOffice draws them with DejaVu Sans, its stand-in for
 * Calibri: 9.3 pixels a character and 5 of padding, at 96 pixels an inch.
 */
import { readZipParts } from '../sheets/zip-builder.js';

/** Excel's default font size, in points, of every sheet the tool writes. */
const FONT_PT = 11;
const columnPt = (width: number) => ((width * 9.3 + 5) * 72) / 96;

const attribute = (tag: string, name: string): string | undefined => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** Per sheet name, the printed text size in points and the number of page widths a row spans. */
export async function readPrintedTextSizes(file: string): Promise<Map<string, { pt: number; across: number }>> {
  const parts = readZipParts(file);
  const text = async (path: string) => parts.find((part) => part.name === path)?.data.toString('utf8') ?? '';
  const workbook = await text('xl/workbook.xml');
  const rels = await text('xl/_rels/workbook.xml.rels');
  const sizes = new Map<string, { pt: number; across: number }>();
  const sheets = [...workbook.matchAll(/<sheet\s[^>]*>/g)].map((match) => match[0]);
  for (const [index, tag] of sheets.entries()) {
    const name = attribute(tag, 'name')!.replaceAll('&amp;', '&');
    const id = attribute(tag, 'r:id')!;
    const target =
      new RegExp(`<Relationship[^>]*Id="${id}"[^>]*Target="([^"]*)"`).exec(rels)?.[1] ??
      new RegExp(`<Relationship[^>]*Target="([^"]*)"[^>]*Id="${id}"`).exec(rels)?.[1];
    const xml = await text(`xl/${target!.replace(/^\/?xl\//, '')}`);
    const widths: number[] = [];
    for (const [col] of xml.matchAll(/<col\s[^>]*>/g)) {
      const width = Number(attribute(col, 'width'));
      for (let at = Number(attribute(col, 'min')); at <= Number(attribute(col, 'max')); at += 1) widths[at - 1] = width;
    }
    const setup = /<pageSetup\s[^>]*>/.exec(xml)?.[0] ?? '<pageSetup >';
    const margins = /<pageMargins\s[^>]*>/.exec(xml)?.[0] ?? '<pageMargins left="0.7" right="0.7">';
    const printablePt = (11 - Number(attribute(margins, 'left')) - Number(attribute(margins, 'right'))) * 72;
    const breaks = [...xml.matchAll(/<colBreaks[\s\S]*?<\/colBreaks>/g)].flatMap((m) =>
      [...m[0].matchAll(/<brk\s[^>]*>/g)].map((brk) => Number(attribute(brk[0], 'id'))),
    );
    // Repeated title columns: the defined name Print_Titles of this sheet, `'Name'!$A:$B,...`.
    const titles = new RegExp(`<definedName name="_xlnm.Print_Titles" localSheetId="${index}">([^<]*)<`).exec(
      workbook,
    )?.[1];
    const titleColumns = /!\$([A-Z]+):\$([A-Z]+)/.exec(titles ?? '');
    const columnIndex = (letters: string) => [...letters].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0) - 1;
    const titleWidths = titleColumns
      ? widths.slice(columnIndex(titleColumns[1]!), columnIndex(titleColumns[2]!) + 1)
      : [];
    const bounds = [0, ...breaks, widths.length];
    const groupsPt = bounds.slice(1).map((end, at) => {
      const own = widths.slice(bounds[at], end).reduce((sum, width) => sum + columnPt(width ?? 8.43), 0);
      return own + (at === 0 ? 0 : titleWidths.reduce((sum, width) => sum + columnPt(width), 0));
    });
    const fitted = /<pageSetUpPr[^>]*fitToPage="1"/.test(xml) && Number(attribute(setup, 'fitToWidth') ?? 1) === 1;
    const scale = fitted
      ? Math.min(100, (100 * printablePt) / Math.max(...groupsPt))
      : Number(attribute(setup, 'scale') ?? 100);
    // A scale too large for a group's width spills its last columns onto further pages across.
    const across = groupsPt.reduce((sum, pt) => sum + Math.ceil((pt * scale) / 100 / printablePt - 1e-9), 0);
    sizes.set(name, { pt: (FONT_PT * scale) / 100, across });
  }
  return sizes;
}
