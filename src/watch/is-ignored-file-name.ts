/**
 * Entries a drop folder never takes: office lock files, partial downloads, copies and syncs in
 * progress, hidden files, and the folders a NAS or an operating system keeps in every folder it
 * shares. They belong to a program that is still working on them or to the system, never to
 * staff: taken, a sync client's temporary name would go to failed/ with a workbook named after the
 * real file, and a system folder would get a NOT TAKEN note and fail every `watch --once`.
 * Names are matched whatever the entry is (file or folder).
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
  /^\./, // dotfiles: .DS_Store, rsync's .name.XXXXXX, Syncthing's .syncthing.name.tmp, Nextcloud's .~name, .snapshot, .Trash-1000
  /\.!sync$/i, // Resilio Sync (BitTorrent Sync) while a file is transferred, renamed when done
  /\.sb-[0-9a-f]+-[0-9a-z]+$/i, // macOS safe-save (TextEdit, Numbers, Preview): name.sb-1a2b3c4d-Xy9Z0q, renamed when saved
  /:zone\.identifier$/i, // Windows' mark-of-the-web stream, a file of its own once copied off NTFS by a sync client or Samba
  /^icon\r$/i, // macOS Finder's custom folder icon file, "Icon" and a carriage return
  // Folders a NAS or operating system puts into shared folders:
  /^@eadir$/i, // Synology DSM's thumbnails and indexing data
  /^#(recycle|snapshot)$/i, // Synology's recycle bin and snapshot view of a share
  /^\$recycle\.bin$/i, // Windows' recycle bin on a drive or share
  /^system volume information$/i, // Windows' restore points and indexing data on a drive
  /^lost\+found$/i, // Linux fsck's recovered files at the root of a file system
  // What Windows Explorer leaves in a folder it showed (thumbnail cache, folder settings), like .DS_Store on a Mac.
  /^(thumbs\.db|ehthumbs\.db|desktop\.ini)$/i,
];

export function isIgnoredFileName(name: string): boolean {
  return IGNORED.some((pattern) => pattern.test(name));
}

/**
 * Excel saves an existing workbook to a temporary file named by 8 hex digits, without extension,
 * then renames it within seconds (Microsoft KB 814068: "Cedd4100"). An ERP export named by its
 * date (`20261201`) has the same shape: one that stays longer than EXCEL_TEMP_MS is not Excel's.
 */
export function isExcelTempName(name: string): boolean {
  return /^[0-9a-f]{8}$/i.test(name);
}

/** How long a name of Excel's temporary shape is passed over before it is reported. */
export const EXCEL_TEMP_MS = 5 * 60_000;
