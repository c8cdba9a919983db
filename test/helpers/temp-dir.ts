/**
 * Real temporary folders for tests, removed when the test (or, outside a test, the file) ends.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, onTestFinished } from 'vitest';

const leftOver = new Set<string>();

/** Removes the folders made for the file that ends: run after each file by remove-temp-dirs.ts. */
export function removeLeftOverTempDirs(): void {
  for (const dir of leftOver) removeTempDir(dir);
}

// A file run in a fork of its own loads this module afresh; the `unit` project's files share one
// load, where this hook belongs to the first file only: its setup file covers each file.
afterAll(removeLeftOverTempDirs);

export function removeTempDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  leftOver.delete(dir);
}

/** Creates `<tmp>/<prefix>XXXXXX`; it is removed after the current test, or after the file. */
export function makeTempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix.endsWith('-') ? prefix : `${prefix}-`));
  leftOver.add(dir);
  try {
    onTestFinished(() => removeTempDir(dir));
  } catch {
    // Called from a hook, not a test: removed after the file.
  }
  return dir;
}

/**
 * Creates `<tmp>/<prefix>XXXXXX`, removed after the file: for concurrent tests, where the global
 * onTestFinished of makeTempDir may attach to another test running beside and remove the folder
 * while this one still writes in it (vitest tracks concurrent tests only through their context).
 */
export function makeFileTempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix.endsWith('-') ? prefix : `${prefix}-`));
  leftOver.add(dir);
  return dir;
}
