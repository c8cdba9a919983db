/**
 * The cells of a workbook part that hold a data secret, found before its annotated copy is written,
 * so the copy can say on each one's row why it shows `***`: first the shared strings that hold one
 * (by index), then the cells of a sheet that use them or hold one inline. Streams each part, holding
 * one chunk and what was found.
 */
import { dataSecretIn, type DataSecrets } from '../../mapping/scrub-data-text.js';
import { splitCellRef } from '../xlsx-writer/xml-text.js';
import type { ReplacedCell } from './replaced-cells.js';
import { scrubElementText, unescapeXml } from './scrub-cell-texts.js';

type Secret = ReplacedCell['secret'];

/** A cell found: 1-based row, 0-based column. */
export interface SecretCell {
  row: number;
  column: number;
  secret: Secret;
}

const TEXT = /<(?:[\w.-]+:)?t(?:\s[^>]*)?>([^<]*)<\/(?:[\w.-]+:)?t>/g;

/** The text of an element's `<t>` pieces (a rich text's runs joined), unescaped. */
const textOf = (xml: string) => [...xml.matchAll(TEXT)].map((match) => unescapeXml(match[1] ?? '')).join('');

/** Each whole `<name>` element of a part (self-closed or not), however the chunks cut it. */
async function* elements(xml: AsyncIterable<string>, name: string): AsyncGenerator<string> {
  const tag = `<(?:[\\w.-]+:)?${name}(?=[\\s/>])`;
  const element = new RegExp(`${tag}[^>]*?(?:/>|>[\\s\\S]*?</(?:[\\w.-]+:)?${name}>)`, 'g');
  const start = new RegExp(tag);
  let carry = '';
  for await (const chunk of xml) {
    const text = carry + chunk;
    let end = 0;
    for (const match of text.matchAll(element)) {
      yield match[0];
      end = match.index + match[0].length;
    }
    // What follows the last whole element: an element begun, else at most a tag cut in two.
    const rest = text.slice(end);
    const open = rest.search(start);
    carry = open >= 0 ? rest.slice(open) : rest.slice(Math.max(rest.lastIndexOf('<'), 0));
  }
}

/** The shared strings holding a secret, by their 0-based index. */
export async function findSecretStrings(
  xml: AsyncIterable<string>,
  secrets: DataSecrets,
): Promise<Map<number, Secret>> {
  const found = new Map<number, Secret>();
  let index = 0;
  for await (const item of elements(xml, 'si')) {
    const secret = dataSecretIn(textOf(item), secrets);
    if (secret) found.set(index, secret);
    index += 1;
  }
  return found;
}

const FORMULA_TEXTS = /<(?:[\w.-]+:)?(v|f)(?:\s[^>]*)?>([^<]*)<\/(?:[\w.-]+:)?\1>/g;

/**
 * The secret a formula cell's texts hold, where the copy replaces it (scrub-cell-texts.ts): a saved
 * text result, a string literal of the formula.
 */
function formulaSecret(cell: string, secrets: DataSecrets): Secret | undefined {
  for (const [, name = '', text = ''] of cell.matchAll(FORMULA_TEXTS)) {
    let secret: Secret | undefined;
    scrubElementText(name, unescapeXml(text), (part) => {
      secret ??= dataSecretIn(part, secrets);
      return part;
    });
    if (secret) return secret;
  }
  return undefined;
}

/** The cells of a worksheet part holding a secret: a shared string of `strings`, inline text, a formula's texts. */
export async function findSecretCells(
  xml: AsyncIterable<string>,
  strings: ReadonlyMap<number, Secret>,
  secrets: DataSecrets,
): Promise<SecretCell[]> {
  const found: SecretCell[] = [];
  for await (const cell of elements(xml, 'c')) {
    const open = cell.slice(0, cell.indexOf('>') + 1);
    const at = splitCellRef(/\sr\s*=\s*["']([^"']*)["']/.exec(open)?.[1] ?? '');
    if (!at) continue;
    const type = /\st\s*=\s*["']([^"']*)["']/.exec(open)?.[1];
    const secret =
      type === 's'
        ? strings.get(Number(/<(?:[\w.-]+:)?v>\s*(\d+)\s*</.exec(cell)?.[1] ?? -1))
        : type === 'inlineStr'
          ? dataSecretIn(textOf(cell), secrets)
          : formulaSecret(cell, secrets);
    if (secret) found.push({ row: at.row, column: at.column - 1, secret });
  }
  return found;
}

/** A note (comment) holding a secret: 1-based row and 0-based column of its cell, and the cell's reference. */
export interface SecretNote extends SecretCell {
  ref: string;
}

/**
 * The notes of a comments part (`comment`) or the threaded comments of a threaded comments part
 * (`threadedComment`) holding a secret: the copy writes `***` in their text (scrub-cell-texts.ts).
 */
export async function findSecretNotes(
  xml: AsyncIterable<string>,
  secrets: DataSecrets,
  element: 'comment' | 'threadedComment' = 'comment',
): Promise<SecretNote[]> {
  const found: SecretNote[] = [];
  for await (const note of elements(xml, element)) {
    const open = note.slice(0, note.indexOf('>') + 1);
    const ref = /\sref\s*=\s*["']([^"']*)["']/.exec(open)?.[1] ?? '';
    const at = splitCellRef(ref);
    const text = element === 'comment' ? textOf(note) : threadedTextOf(note);
    const secret = at && dataSecretIn(text, secrets);
    if (at && secret) found.push({ row: at.row, column: at.column - 1, secret, ref: ref.toUpperCase() });
  }
  return found;
}

const THREADED_TEXT = /<(?:[\w.-]+:)?text(?:\s[^>]*)?>([^<]*)<\/(?:[\w.-]+:)?text>/g;

/** A threaded comment's text, unescaped. */
const threadedTextOf = (xml: string) =>
  [...xml.matchAll(THREADED_TEXT)].map((match) => unescapeXml(match[1] ?? '')).join('');

/** The relationship of a worksheet to its notes (`comments`) or its threaded comments (`threadedComment`). */
const relationshipTo = (type: string) =>
  new RegExp(
    `<(?:[\\w.-]+:)?Relationship\\s(?=[^>]*\\bType\\s*=\\s*["'][^"']*/${type}["'])[^>]*\\bTarget\\s*=\\s*["']([^"']*)["']`,
    'i',
  );

/**
 * The comments part (or, with `type` threadedComment, the threaded comments part) of the worksheet
 * part `sheetPart`, from its relationships; undefined when it has none.
 */
export function commentsPartOf(
  sheetPart: string,
  relsXml: string,
  type: 'comments' | 'threadedComment' = 'comments',
): string | undefined {
  const target = relationshipTo(type).exec(relsXml)?.[1];
  if (target === undefined) return undefined;
  if (target.startsWith('/')) return target.slice(1);
  const parts = sheetPart.split('/').slice(0, -1);
  for (const piece of target.split('/')) {
    if (piece === '..') parts.pop();
    else if (piece !== '.') parts.push(piece);
  }
  return parts.join('/');
}

/** The path of a part's relationships: `xl/worksheets/_rels/sheet1.xml.rels`. */
export function relationshipsPartOf(part: string): string {
  const at = part.lastIndexOf('/');
  return `${part.slice(0, at + 1)}_rels/${part.slice(at + 1)}.rels`;
}
