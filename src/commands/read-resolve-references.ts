/**
 * The references `resolve` is given: those named on its command line, then those of the list
 * `--references-from FILE` names (`-`: standard input), read with the flag in front of any refusal.
 */
import { resolve } from 'node:path';
import { text } from 'node:stream/consumers';
import { readReferenceList } from '../batch/read-reference-list.js';
import { InputFileError } from '../errors.js';
import { withFlagWording } from './flag-wording.js';

export interface ResolveReferences {
  references: string[];
  /** Some came from a list: answered one by one, as several named are, even when it holds one. */
  listed: boolean;
}

/**
 * @param positionals the references named on the command line, as yargs parsed them
 * @param listFlag `--references-from`'s value @default no list
 */
export async function readResolveReferences(
  positionals: readonly (string | number)[],
  listFlag: string | undefined,
  cwd: string,
): Promise<ResolveReferences> {
  const named = positionals.map(String);
  if (listFlag === undefined) return { references: named, listed: false };
  const stdin = listFlag === '-';
  const path = stdin ? '-' : resolve(cwd, listFlag);
  const listed = await readReferenceList(path, () => text(process.stdin)).catch((error: unknown) => {
    throw withFlagWording('--references-from', error, InputFileError);
  });
  return { references: [...named, ...listed], listed: true };
}
