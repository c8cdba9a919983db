/**
 * Setup file of every vitest project: removes the temp folders a test file made once it ends,
 * also where files share their modules (the `unit` project runs without isolation, and a module's
 * own afterAll then belongs to the first file that loaded it).
 */
import { afterAll } from 'vitest';
import { removeLeftOverTempDirs } from './temp-dir.js';

afterAll(removeLeftOverTempDirs);
