/**
 * What a number format shows for a whole number when it pads it with zeros or writes text around
 * it: `00000` shows 457 as `00457`, `"INV-"0000` as `INV-0457`, `00000-0000` (Zip+4) 123456789 as
 * `12345-6789`. A text field (an invoice number, a vendor id, a PO number) reads what the user
 * sees, as for a CSV field written `="00457"`; amounts read the number. Pure.
 */

/** A placeholder of a digit, or the text written there: one piece of a format, left to right. */
type Piece = { digit: '0' | '#' | '?' } | { text: string };

/** Characters Excel shows as themselves without quotes. */
export const LITERAL = new Set([..."$-+/():!^&'~{}<>= "]);

/** A workbook uses a handful of formats over many cells: each is looked at once. */
const known = new Map<string, Piece[] | null>();

/** The pieces of a format's first section, or null when it shows numbers otherwise (decimals, grouping, dates, General). */
function piecesOf(format: string): Piece[] | null {
  let pieces = known.get(format);
  if (pieces === undefined) {
    pieces = parsePieces(format);
    if (known.size < 10_000) known.set(format, pieces);
  }
  return pieces;
}

function parsePieces(format: string): Piece[] | null {
  const pieces: Piece[] = [];
  for (let i = 0; i < format.length; i++) {
    const char = format[i]!;
    if (char === ';') break;
    if (char === '0' || char === '#' || char === '?') pieces.push({ digit: char });
    else if (char === '"') {
      const end = format.indexOf('"', i + 1);
      if (end < 0) return null;
      pieces.push({ text: format.slice(i + 1, end) });
      i = end;
    } else if (char === '\\') {
      if (i + 1 >= format.length) return null;
      pieces.push({ text: format[++i]! });
    } else if (char === '[') {
      // a colour or a locale tag ([Red], [$-409]) shows nothing; a currency tag shows its symbol
      const end = format.indexOf(']', i);
      if (end < 0) return null;
      const tag = /^\[\$([^-\]]*)/.exec(format.slice(i, end + 1));
      if (tag?.[1]) pieces.push({ text: tag[1] });
      i = end;
    } else if (char === '_') {
      i++;
      pieces.push({ text: ' ' });
    } else if (char === '*') i++;
    else if (LITERAL.has(char)) pieces.push({ text: char });
    // a point, a grouping comma, %, E, @, a date part or General: not a padded whole number
    else return null;
  }
  return pieces.some((piece) => 'digit' in piece) ? pieces : null;
}

/**
 * The text `format` shows for `text` (a whole number, as numberText writes it) when that differs
 * from `text` by padding or added text; undefined for a fraction, a negative number, or a format
 * that shows it as it is or otherwise.
 */
export function paddedNumberText(text: string, format: string | undefined): string | undefined {
  if (!format || !/^\d+$/.test(text)) return undefined;
  const pieces = piecesOf(format);
  if (!pieces) return undefined;
  // digits fill the placeholders from the right; the leftmost takes what is left over
  let digits = text === '0' ? '' : text;
  const placeholders = pieces.filter((piece) => 'digit' in piece).length;
  let seen = 0;
  const shown = new Array<string>(pieces.length);
  for (let i = pieces.length - 1; i >= 0; i--) {
    const piece = pieces[i]!;
    if ('text' in piece) {
      shown[i] = piece.text;
      continue;
    }
    seen++;
    if (seen === placeholders) {
      shown[i] = digits === '' ? (piece.digit === '0' ? '0' : piece.digit === '?' ? ' ' : '') : digits;
      digits = '';
    } else if (digits !== '') {
      shown[i] = digits.slice(-1);
      digits = digits.slice(0, -1);
    } else shown[i] = piece.digit === '0' ? '0' : piece.digit === '?' ? ' ' : '';
  }
  const result = shown.join('');
  // `#` shows zero as nothing: a text field then reads the 0 held rather than a blank
  return result === text || result.trim() === '' ? undefined : result;
}
