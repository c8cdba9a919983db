// exceljs's streaming writer module, imported on its own (import-exceljs.ts); the package types
// only its root.
declare module 'exceljs/lib/stream/xlsx/workbook-writer.js' {
  import type ExcelJS from 'exceljs';

  const WorkbookWriter: typeof ExcelJS.stream.xlsx.WorkbookWriter;
  export default WorkbookWriter;
}
