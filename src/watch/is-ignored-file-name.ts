/**
 * Files a drop folder never takes: office lock files, partial downloads and copies in
 * progress, and hidden files. They belong to a program that is still working on them.
 */

const IGNORED: readonly RegExp[] = [
  /^~\$/, // Excel and Word lock file of an open workbook
  /^\.~lock\./, // LibreOffice lock file
  /\.tmp$/i,
  /\.part$/i, // browsers and rsync while downloading
  /\.crdownload$/i,
  /^\./, // dotfiles, including .DS_Store and rsync's .name.XXXXXX
  // What Windows Explorer leaves in a folder it showed (thumbnail cache, folder settings), like .DS_Store on a Mac.
  /^(thumbs\.db|ehthumbs\.db|desktop\.ini)$/i,
];

export function isIgnoredFileName(name: string): boolean {
  return IGNORED.some((pattern) => pattern.test(name));
}
