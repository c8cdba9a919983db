/**
 * Setup file of every vitest project: once a test file ends, closes the sandboxes and servers it
 * left open and removes the temp folders it made, also where files share their modules (the
 * `unit` and `shared` projects run without isolation, and a module's own afterAll then belongs to
 * the first file that loaded it).
 */
import { afterAll } from 'vitest';
import { closeLeftOvers } from './close-after-file.js';
import { removeLeftOverTempDirs } from './temp-dir.js';

// Servers first: a PostgreSQL server keeps its data in one of the temp folders.
afterAll(async () => {
  await closeLeftOvers();
  removeLeftOverTempDirs();
});
