/** The per-user state folder: where the register of journals is, and the marks of runs a lost journal stopped. */
import { dirname } from 'node:path';
import type { Settings } from '../settings.js';

export const stateDirOf = (settings: Pick<Settings, 'journalRegister'>): string | undefined =>
  settings.journalRegister === undefined ? undefined : dirname(settings.journalRegister);
