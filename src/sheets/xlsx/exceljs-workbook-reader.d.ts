// exceljs's streaming reader module, imported on its own (import-exceljs.ts); the package types
// only its root.
declare module 'exceljs/lib/stream/xlsx/workbook-reader.js' {
  import type ExcelJS from 'exceljs';

  const WorkbookReader: typeof ExcelJS.stream.xlsx.WorkbookReader;
  export default WorkbookReader;
}
