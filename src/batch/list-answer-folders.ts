/**
 * The folders an upload's unrecorded answers may be saved in, in the order tried: the output folder
 * (beside the results, where they are looked for), then the folders most likely on another file
 * system when a full disk holds the output folder: the per-user state folder, the journal's folder
 * (a SQLite journal kept elsewhere), the system's temp folder, the home folder. Pure.
 */
import { dirname, resolve } from 'node:path';
import { isPostgresLocation } from '../journal/journal-location.js';

export interface AnswerFolderPlaces {
  outDir: string;
  /** Where the journal is: a SQLite file's folder is tried, a PostgreSQL URL is not a folder. */
  journalLocation: string;
  /** The per-user state folder (where the journal register is kept). @default none */
  stateDir?: string | undefined;
  /** The system's temp folder (os.tmpdir()). @default none */
  tempDir?: string | undefined;
  /** The user's home folder (os.homedir()). @default none */
  homeDir?: string | undefined;
}

export function listAnswerFolders(places: AnswerFolderPlaces): string[] {
  const journalDir = isPostgresLocation(places.journalLocation) ? undefined : dirname(places.journalLocation);
  const folders = [places.outDir, places.stateDir, journalDir, places.tempDir, places.homeDir];
  // One folder named twice (the journal in the output folder) is tried once.
  return [...new Set(folders.flatMap((folder) => (folder ? [resolve(folder)] : [])))];
}
