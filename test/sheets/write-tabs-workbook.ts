/**
 * Test helper: a workbook of named tabs written as Excel saves it, with the tab shown on saving in
 * `<bookViews><workbookView activeTab>` and `tabSelected="1"` on that sheet's view.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildZip, RELATIONSHIPS, SPREADSHEET_MAIN } from './zip-builder.js';

/** A sheet tab: its name and its rows of text cells from A1. */
export interface Tab {
  name: string;
  rows: string[][];
}

function cellXml(ref: string, text: string): string {
  return `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
}

function sheetXml(tab: Tab, selected: boolean): string {
  const rows = tab.rows
    .map(
      (row, r) => `<row r="${r + 1}">${row.map((text, c) => cellXml(`${'ABCDEFG'[c]}${r + 1}`, text)).join('')}</row>`,
    )
    .join('');
  return `<worksheet xmlns="${SPREADSHEET_MAIN}" xmlns:r="${RELATIONSHIPS}"><sheetViews><sheetView${selected ? ' tabSelected="1"' : ''} workbookViewId="0"/></sheetViews><sheetFormatPr defaultRowHeight="15"/><sheetData>${rows}</sheetData></worksheet>`;
}

/** Writes `tabs` in tab order, saved while Excel showed tab `activeTab` (0-based, as Excel counts). */
export function writeTabs(dir: string, name: string, tabs: Tab[], activeTab: number): string {
  const bookViews = `<bookViews><workbookView xWindow="0" yWindow="0" windowWidth="28800" windowHeight="12300"${activeTab === 0 ? '' : ` activeTab="${activeTab}"`}/></bookViews>`;
  const sheets = tabs.map((tab, i) => `<sheet name="${tab.name}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('');
  const rels = tabs
    .map(
      (_, i) =>
        `<Relationship Id="rId${i + 1}" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
    )
    .join('');
  const file = join(dir, name);
  writeFileSync(
    file,
    buildZip([
      {
        name: 'xl/workbook.xml',
        data: Buffer.from(
          `<workbook xmlns="${SPREADSHEET_MAIN}" xmlns:r="${RELATIONSHIPS}"><workbookPr defaultThemeVersion="164011"/>${bookViews}<sheets>${sheets}</sheets><calcPr calcId="171027"/></workbook>`,
        ),
      },
      { name: 'xl/_rels/workbook.xml.rels', data: Buffer.from(`<Relationships>${rels}</Relationships>`) },
      ...tabs.map((tab, i) => ({
        name: `xl/worksheets/sheet${i + 1}.xml`,
        data: Buffer.from(sheetXml(tab, i === activeTab)),
      })),
    ]),
  );
  return file;
}
