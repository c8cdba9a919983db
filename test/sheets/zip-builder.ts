/**
 * Test helper: builds zip archives byte by byte, so tests can reorder a workbook's parts, or
 * craft damaged archives and zip bombs whose directory lies about sizes.
 */
import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import fs from 'node:fs';
import { parseCentralDirectory, findEndRecord, parseEndRecord } from '../../src/sheets/zip/parse-zip-directory.js';

export interface ZipPart {
  name: string;
  data: Buffer;
  /** Stated in the directory instead of the real size (to fake a zip bomb). */
  claimedSize?: number;
}

export function buildZip(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const packed = deflateRawSync(part.data);
    const crc = crc32(part.data);
    const size = part.claimedSize ?? part.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, packed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The parts of a zip file (deflated or stored), in stored order. */
export function readZipParts(file: string): ZipPart[] {
  const bytes = fs.readFileSync(file);
  const endAt = findEndRecord(bytes);
  const end = parseEndRecord(bytes, endAt);
  const parsed = parseCentralDirectory(
    bytes.subarray(end.directoryOffset, end.directoryOffset + end.directorySize),
    end.entryCount,
  );
  if ('problem' in parsed) throw new Error(parsed.problem);
  return parsed.value.map((entry) => {
    const at = entry.localHeaderOffset;
    const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
    const packed = bytes.subarray(start, start + entry.compressedSize);
    return { name: entry.name, data: entry.method === 0 ? Buffer.from(packed) : inflateRawSync(packed) };
  });
}

export const SPREADSHEET_MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
export const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/**
 * The smallest workbook a reader opens: one sheet named `sheetName` holding `sheetXml`, with
 * `stylesXml` as its styles part when given. For tests that write a cell's XML by hand.
 */
export function oneSheetWorkbook(sheetXml: string, stylesXml?: string, sheetName = 'S'): Buffer {
  const styles =
    stylesXml === undefined ? '' : `<Relationship Id="rId2" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/>`;
  return buildZip([
    {
      name: 'xl/workbook.xml',
      data: Buffer.from(
        `<workbook xmlns="${SPREADSHEET_MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets><sheet name="${sheetName}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: Buffer.from(
        `<Relationships><Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/>${styles}</Relationships>`,
      ),
    },
    ...(stylesXml === undefined ? [] : [{ name: 'xl/styles.xml', data: Buffer.from(stylesXml) }]),
    { name: 'xl/worksheets/sheet1.xml', data: Buffer.from(sheetXml) },
  ]);
}
