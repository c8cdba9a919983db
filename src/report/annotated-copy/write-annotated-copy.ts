/**
 * The annotated copy of a source file, `<out>/<stem>-annotated-<YYYYMMDD-HHMMSS>.<xlsx|csv>`:
 * the user's own file with each invoice's Outcome, Instance id and Message on its rows (an
 * upload's read from the journal once the run is finished, row-annotations.ts). Written under a
 * private temporary name and published whole (write-output-file.ts).
 */
import { rmSync } from 'node:fs';
import { basename, extname } from 'node:path';
import { openTable, tableTypeOf } from '../../sheets/open-table.js';
import type { TableOptions } from '../../sheets/sheet-row.js';
import { sourceStem } from '../results-file-name.js';
import { publishOutputFile, temporaryPathFor, type OutputName } from '../write-output-file.js';
import type { RowAnnotation, RowAnnotations } from './row-annotations.js';
import { writeAnnotatedCsv } from './write-annotated-csv.js';
import { writeAnnotatedXlsx, type AnnotatedSheet } from './write-annotated-xlsx.js';
import { withoutDataSecrets, type DataSecrets } from '../../mapping/scrub-data-text.js';
import type { ReplacedCell } from './replaced-cells.js';
import type { ColumnRef } from '../../mapping/compiled-mapping.js';

/** Where the invoices are in a source file: the mapping's tables. */
export interface AnnotationTables {
  /** The invoices table (or the only one). */
  main: TableOptions;
  /** The lines table of a joined layout. */
  lines?: TableOptions | undefined;
  /** The columns the mapping reads, by table: never taken for the tool's own annotation. @default none */
  read?: { main: readonly ColumnRef[]; lines: readonly ColumnRef[] } | undefined;
}

const NONE: ReadonlyMap<number, RowAnnotation> = new Map();

/** The sheet and header row of a table, as the reader finds them. */
async function locate(
  path: string,
  table: TableOptions,
): Promise<{ sheet: string | undefined; headerRow: number; headers: string[] }> {
  const opened = await openTable(path, { ...table, allowNoRows: true });
  await opened.close();
  return { sheet: opened.sheet, headerRow: opened.headerRow, headers: opened.headers };
}

/**
 * `<outDir>/<stem>-annotated-<YYYYMMDD-HHMMSS>.<ext>`, never overwriting. The source's name is
 * masked by the rule its cells are copied by: the key and a long password of the base URL. A
 * URL's user name says who logs in, not how, and is an ordinary word in a file name (`acme`): it is
 * kept, unless it is itself the key or the password, which the rule finds wherever they are.
 */
export function annotatedFileName(
  outDir: string,
  sourcePath: string,
  at: Date,
  extension: 'xlsx' | 'xlsm' | 'csv',
  secrets?: DataSecrets,
): OutputName {
  const name = basename(sourcePath);
  const stem = sourceStem(secrets ? withoutDataSecrets(name, secrets) : name, 'upload');
  return { folder: outDir, base: `${stem}-annotated`, at, extension };
}

/**
 * Writes the annotated copy of `sourcePath` with `annotations` on its rows; returns its path.
 * @param secrets the API key (and a long password of the base URL), replaced by `***` in any cell that holds them @default none
 * @param replaced given each cell so replaced that no problem of its row tells, which the copy notes on its row @default none
 */
export async function writeAnnotatedCopy(
  annotations: RowAnnotations,
  sourcePath: string,
  tables: AnnotationTables,
  outDir: string,
  at: Date,
  secrets?: DataSecrets,
  replaced?: (cell: ReplacedCell) => void,
): Promise<string> {
  const type = tableTypeOf(sourcePath, tables.main.type);
  // A workbook with macros keeps its extension: Excel refuses an .xlsx that holds them.
  const name = annotatedFileName(
    outDir,
    sourcePath,
    at,
    type === 'csv' ? 'csv' : extname(sourcePath).toLowerCase() === '.xlsm' ? 'xlsm' : 'xlsx',
    secrets,
  );
  // The writers open it with flag wx: created here, never followed through a planted link.
  const partial = temporaryPathFor(name);
  try {
    const main = await locate(sourcePath, tables.main);
    const read = tables.read ?? { main: [], lines: [] };
    if (type === 'csv') {
      await writeAnnotatedCsv(sourcePath, partial, {
        table: tables.main,
        headerRow: main.headerRow,
        rows: annotations.get('') ?? NONE,
        secrets,
        replaced,
        headers: main.headers,
        read: [...read.main, ...read.lines],
      });
    } else {
      const sheets: AnnotatedSheet[] = [
        {
          name: main.sheet ?? '',
          headerRow: main.headerRow,
          rows: annotations.get(main.sheet ?? '') ?? NONE,
          headers: main.headers,
        },
      ];
      const lines = tables.lines ? await locate(sourcePath, tables.lines) : undefined;
      const apart = lines !== undefined && lines.sheet !== main.sheet;
      sheets[0]!.read = apart ? read.main : [...read.main, ...read.lines];
      if (lines && apart)
        sheets.push({
          name: lines.sheet ?? '',
          headerRow: lines.headerRow,
          rows: annotations.get(lines.sheet ?? '') ?? NONE,
          headers: lines.headers,
          read: read.lines,
        });
      await writeAnnotatedXlsx(sourcePath, partial, sheets, secrets, replaced);
    }
    return publishOutputFile(partial, name);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}
