/**
 * A file name as a case-insensitive file system (a Windows share, macOS) compares it: `March.xlsx`
 * and `march.xlsx`, or `Café` composed and decomposed, are one name there. Pure.
 */
export function foldFileName(name: string): string {
  return name.normalize('NFC').toLowerCase();
}
