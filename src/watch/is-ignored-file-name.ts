/**
 * Files a drop folder never takes: office lock files, partial downloads and copies in
 * progress, and hidden files. They belong to a program that is still working on them.
 */

const IGNORED: readonly RegExp[] = [
  /^~\$/, // Excel and Word lock file of an open workbook
  /^\.~lock\./, // LibreOffice lock file
  /\.tmp$/i, // Word's ~WRL0001.tmp, LibreOffice's lu1234.tmp, many scripts
  /\.part$/i, // Firefox and other downloaders while downloading
  /\.partial$/i, // Edge (legacy) and some transfer clients while downloading
  /\.filepart$/i, // WinSCP while uploading, renamed when done
  /\.crdownload$/i, // Chrome and Edge while downloading
  /\.download$/i, // Safari while downloading
  // Excel saves an existing workbook to a temporary file named by 8 hex digits, without extension,
  // then renames it (Microsoft KB 814068: "Cedd4100").
  /^[0-9a-f]{8}$/i,
  /^\./, // dotfiles, including .DS_Store and rsync's .name.XXXXXX
  // What Windows Explorer leaves in a folder it showed (thumbnail cache, folder settings), like .DS_Store on a Mac.
  /^(thumbs\.db|ehthumbs\.db|desktop\.ini)$/i,
];

export function isIgnoredFileName(name: string): boolean {
  return IGNORED.some((pattern) => pattern.test(name));
}
