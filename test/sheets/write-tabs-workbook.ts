/**
 * Test helper: a workbook of named tabs written as Excel saves it, with the tab shown on saving in
 * `<bookViews><workbookView activeTab>` and `tabSelected="1"` on that sheet's view. A chart tab is
 * a real chart sheet (a `chartsheet` part holding a drawing of a column chart over another tab's
 * cells), which exceljs cannot write. A drawn chart tab is that chart as LibreOffice saves it: a
 * worksheet with no cells whose drawing holds the chart.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildZip, RELATIONSHIPS, SPREADSHEET_MAIN, type ZipPart } from './zip-builder.js';

/** A worksheet tab: its name and its rows of text cells from A1. */
export interface Tab {
  name: string;
  rows: string[][];
}

/** A chart sheet tab: a chart of column `column` (letter) of the rows of tab `of`, below its header. */
export interface ChartTab {
  name: string;
  chart: { of: string; column: string; rows: number };
}

/** A chart tab as LibreOffice saves it: a worksheet with no cells, its drawing holding the chart. */
export interface DrawnChartTab {
  name: string;
  drawnChart: ChartTab['chart'];
}

const DRAWING_MAIN = 'http://schemas.openxmlformats.org/drawingml/2006/main';
const CHART_MAIN = 'http://schemas.openxmlformats.org/drawingml/2006/chart';
const CHART_DRAWING = 'http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing';
const CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument';
/** The namespace of a package's relationships parts, without which LibreOffice finds no part. */
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';

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

/** The chart sheet's parts as Excel writes them: chartsheet -> drawing (absolute anchor) -> chart. */
function chartParts(tab: ChartTab, n: number, selected: boolean): ZipPart[] {
  return [
    {
      name: `xl/chartsheets/sheet${n}.xml`,
      data: Buffer.from(
        `<chartsheet xmlns="${SPREADSHEET_MAIN}" xmlns:r="${RELATIONSHIPS}"><sheetViews><sheetView${selected ? ' tabSelected="1"' : ''} zoomToFit="1" workbookViewId="0"/></sheetViews><drawing r:id="rId1"/></chartsheet>`,
      ),
    },
    { name: `xl/chartsheets/_rels/sheet${n}.xml.rels`, data: relsTo('drawing', `../drawings/drawing${n}.xml`) },
    ...drawingParts(tab.chart, n),
  ];
}

/** LibreOffice's chart tab: a worksheet with an empty sheetData and a drawing -> chart. */
function drawnChartParts(tab: DrawnChartTab, n: number, selected: boolean): ZipPart[] {
  return [
    {
      name: `xl/worksheets/sheet${n}.xml`,
      data: Buffer.from(
        `<worksheet xmlns="${SPREADSHEET_MAIN}" xmlns:r="${RELATIONSHIPS}"><sheetPr filterMode="false"/><dimension ref="A1"/><sheetViews><sheetView${selected ? ' tabSelected="1"' : ''} workbookViewId="0"/></sheetViews><sheetFormatPr defaultRowHeight="12.8"/><cols><col min="1" max="1024" width="11.52"/></cols><sheetData/><pageMargins left="0.7875" right="0.7875" top="1.05" bottom="1.05" header="0.7875" footer="0.7875"/><drawing r:id="rId1"/></worksheet>`,
      ),
    },
    { name: `xl/worksheets/_rels/sheet${n}.xml.rels`, data: relsTo('drawing', `../drawings/drawing${n}.xml`) },
    ...drawingParts(tab.drawnChart, n),
  ];
}

const relsTo = (type: string, target: string) =>
  Buffer.from(
    `<Relationships xmlns="${PACKAGE_RELATIONSHIPS}"><Relationship Id="rId1" Type="${RELATIONSHIPS}/${type}" Target="${target}"/></Relationships>`,
  );

/** A drawing holding a column chart of `column` of tab `of`'s rows, and that chart. */
function drawingParts({ of, column, rows }: ChartTab['chart'], n: number): ZipPart[] {
  const values = `'${of}'!$${column}$2:$${column}$${rows + 1}`;
  const chart =
    `<c:chartSpace xmlns:c="${CHART_MAIN}" xmlns:a="${DRAWING_MAIN}" xmlns:r="${RELATIONSHIPS}"><c:chart><c:plotArea><c:layout/>` +
    `<c:barChart><c:barDir val="col"/><c:grouping val="clustered"/><c:ser><c:idx val="0"/><c:order val="0"/>` +
    `<c:val><c:numRef><c:f>${values}</c:f></c:numRef></c:val></c:ser><c:axId val="1"/><c:axId val="2"/></c:barChart>` +
    `<c:catAx><c:axId val="1"/><c:scaling><c:orientation val="minMax"/></c:scaling><c:axPos val="b"/><c:crossAx val="2"/></c:catAx>` +
    `<c:valAx><c:axId val="2"/><c:scaling><c:orientation val="minMax"/></c:scaling><c:axPos val="l"/><c:crossAx val="1"/></c:valAx>` +
    `</c:plotArea></c:chart></c:chartSpace>`;
  const drawing =
    `<xdr:wsDr xmlns:xdr="${CHART_DRAWING}" xmlns:a="${DRAWING_MAIN}"><xdr:absoluteAnchor><xdr:pos x="0" y="0"/><xdr:ext cx="8666009" cy="6293304"/>` +
    `<xdr:graphicFrame macro=""><xdr:nvGraphicFramePr><xdr:cNvPr id="2" name="Chart 1"/><xdr:cNvGraphicFramePr><a:graphicFrameLocks noGrp="1"/></xdr:cNvGraphicFramePr></xdr:nvGraphicFramePr>` +
    `<xdr:xfrm><a:off x="0" y="0"/><a:ext cx="0" cy="0"/></xdr:xfrm><a:graphic><a:graphicData uri="${CHART_MAIN}">` +
    `<c:chart xmlns:c="${CHART_MAIN}" xmlns:r="${RELATIONSHIPS}" r:id="rId1"/></a:graphicData></a:graphic></xdr:graphicFrame><xdr:clientData/></xdr:absoluteAnchor></xdr:wsDr>`;
  return [
    { name: `xl/drawings/drawing${n}.xml`, data: Buffer.from(drawing) },
    { name: `xl/drawings/_rels/drawing${n}.xml.rels`, data: relsTo('chart', `../charts/chart${n}.xml`) },
    { name: `xl/charts/chart${n}.xml`, data: Buffer.from(chart) },
  ];
}

type AnyTab = Tab | ChartTab | DrawnChartTab;
const isChart = (tab: AnyTab): tab is ChartTab => 'chart' in tab;
const isDrawn = (tab: AnyTab): tab is DrawnChartTab => 'drawnChart' in tab;

/** Writes `tabs` in tab order, saved while Excel showed tab `activeTab` (0-based, as Excel counts). */
export function writeTabs(dir: string, name: string, tabs: AnyTab[], activeTab: number): string {
  const bookViews = `<bookViews><workbookView xWindow="0" yWindow="0" windowWidth="28800" windowHeight="12300"${activeTab === 0 ? '' : ` activeTab="${activeTab}"`}/></bookViews>`;
  const sheets = tabs.map((tab, i) => `<sheet name="${tab.name}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('');
  const part = (tab: AnyTab, i: number) =>
    isChart(tab) ? `chartsheets/sheet${i + 1}.xml` : `worksheets/sheet${i + 1}.xml`;
  const rels = tabs
    .map(
      (tab, i) =>
        `<Relationship Id="rId${i + 1}" Type="${RELATIONSHIPS}/${isChart(tab) ? 'chartsheet' : 'worksheet'}" Target="${part(tab, i)}"/>`,
    )
    .join('');
  const overrides = tabs
    .map((tab, i) => {
      const kind = isChart(tab) ? 'chartsheet' : 'worksheet';
      const own = `<Override PartName="/xl/${part(tab, i)}" ContentType="${CONTENT_TYPE}.spreadsheetml.${kind}+xml"/>`;
      const drawing = `<Override PartName="/xl/drawings/drawing${i + 1}.xml" ContentType="${CONTENT_TYPE}.drawing+xml"/>`;
      const chart = `<Override PartName="/xl/charts/chart${i + 1}.xml" ContentType="${CONTENT_TYPE}.drawingml.chart+xml"/>`;
      if (!isChart(tab) && !isDrawn(tab)) return own;
      return own + drawing + chart;
      return (
        own +
        `<Override PartName="/xl/drawings/drawing${i + 1}.xml" ContentType="${CONTENT_TYPE}.drawing+xml"/>` +
        `<Override PartName="/xl/charts/chart${i + 1}.xml" ContentType="${CONTENT_TYPE}.drawingml.chart+xml"/>`
      );
    })
    .join('');
  const file = join(dir, name);
  writeFileSync(
    file,
    buildZip([
      {
        name: '[Content_Types].xml',
        data: Buffer.from(
          `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>` +
            `<Override PartName="/xl/workbook.xml" ContentType="${CONTENT_TYPE}.spreadsheetml.sheet.main+xml"/>${overrides}</Types>`,
        ),
      },
      {
        name: '_rels/.rels',
        data: Buffer.from(
          `<Relationships xmlns="${PACKAGE_RELATIONSHIPS}"><Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
        ),
      },
      {
        name: 'xl/workbook.xml',
        data: Buffer.from(
          `<workbook xmlns="${SPREADSHEET_MAIN}" xmlns:r="${RELATIONSHIPS}"><workbookPr defaultThemeVersion="164011"/>${bookViews}<sheets>${sheets}</sheets><calcPr calcId="171027"/></workbook>`,
        ),
      },
      {
        name: 'xl/_rels/workbook.xml.rels',
        data: Buffer.from(`<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">${rels}</Relationships>`),
      },
      ...tabs.flatMap((tab, i) =>
        isChart(tab)
          ? chartParts(tab, i + 1, i === activeTab)
          : isDrawn(tab)
            ? drawnChartParts(tab, i + 1, i === activeTab)
            : [{ name: `xl/${part(tab, i)}`, data: Buffer.from(sheetXml(tab, i === activeTab)) }],
      ),
    ]),
  );
  return file;
}
