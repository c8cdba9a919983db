/**
 * The reason a person gives with a resolution (`resolve --note`), checked before anything is
 * recorded: it is kept in the journal's detail and shown in every listing and workbook, so it is
 * one line of plain text, of bounded length, and never a secret.
 */
import { CONTROL_CHARACTER, escapeControlCharacters } from '../terminal/escape-control-characters.js';

/** The longest note kept, in characters: one line of a listing, one readable cell. */
export const NOTE_MAX_LENGTH = 200;

/**
 * What is wrong with `note`, or undefined when it can be kept. A note holding one of `secrets` (the
 * API key) is refused, not masked: the journal's detail is copied into workbooks that are shared,
 * and a key pasted by mistake is better not written anywhere at all.
 * @param secrets values never to be kept @default none
 */
export function resolveNoteProblem(note: string, secrets: readonly (string | undefined)[] = []): string | undefined {
  const text = note.trim();
  if (text === '') return 'the note is empty: say why, or leave the note out';
  const control = CONTROL_CHARACTER.exec(text);
  if (control)
    return `the note holds a control character (${escapeControlCharacters(control[0])} at character ${control.index + 1}): write it on one line, in plain text`;
  if ([...text].length > NOTE_MAX_LENGTH)
    return `the note is ${[...text].length} characters long; at most ${NOTE_MAX_LENGTH} are kept`;
  // A key of a few characters would refuse ordinary words; no real API key is that short.
  if (secrets.some((secret) => secret !== undefined && secret.length >= 8 && text.includes(secret)))
    return 'the note holds the API key: it is kept in the journal and shown in workbooks, so it is not recorded';
  return undefined;
}

/** How a kept note ends a resolution's detail: quoted, so its words cannot read as the program's. */
export const noteDetail = (note: string | undefined): string =>
  note === undefined ? '' : `; note: ${JSON.stringify(note.trim())}`;
