/**
 * LibreOffice saves a chart tab as a worksheet with no cells and a drawing holding the chart, where
 * Excel writes a chart sheet. Without `sheet:` such a tab in front of the register is passed over as
 * a chart sheet is; named, it is read (and refused as a sheet without rows).
 */
import type { Readable } from 'node:stream';
import { openZipEntryText } from '../zip/read-zip-entry.js';
import type { WorkbookZip } from './open-workbook-zip.js';

/** A cell element (`<c r="A1">`, `<x:c>`), and not `<cols>` or `<col>`. */
const CELL = /<(?:[\w.-]+:)?c[\s/>]/;
/** The sheet's drawing (`<drawing r:id>`); `<legacyDrawing>` (comments' shapes) is none. */
const DRAWING = /<(?:[\w.-]+:)?drawing[\s/>]/;
/** Text kept from a chunk's end, so an element split across two chunks is still found. */
const OVERLAP = 64;

/**
 * The 1-based positions of the visible worksheets in front of the first one with a cell that hold
 * a drawing and no cell; a part that cannot be read ends the search (the row reader judges it).
 */
export async function findDrawingOnlySheets(filePath: string, workbook: WorkbookZip): Promise<Set<number>> {
  const found = new Set<number>();
  for (const sheet of workbook.sheets) {
    if (sheet.hidden || sheet.kind !== 'worksheet') continue;
    const part = workbook.findPart(sheet.part ?? `xl/worksheets/sheet${sheet.index}.xml`);
    if (!part) break;
    const drawingOnly = await holdsDrawingOnly(openZipEntryText(filePath, part)).catch(() => false);
    if (!drawingOnly) break;
    found.add(sheet.index);
  }
  return found;
}

/** Whether a worksheet's XML has a drawing and no cell; stops reading at the first cell. */
async function holdsDrawingOnly(xml: Readable): Promise<boolean> {
  let tail = '';
  let drawing = false;
  try {
    for await (const chunk of xml) {
      const text = tail + (chunk as string);
      if (CELL.test(text)) return false;
      drawing ||= DRAWING.test(text);
      tail = text.slice(-OVERLAP);
    }
  } finally {
    xml.destroy();
  }
  return drawing;
}
