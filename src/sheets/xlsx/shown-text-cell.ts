/**
 * What a text cell shows under its number format's text section (the fourth, or a lone section
 * with `@`): `"INV-"@` shows 0457 as INV-0457, read so as a number under `"INV-"0000` is; a
 * section without `@` shows its own text in place of the cell's (`"VOID"`), an empty one nothing:
 * both a problem wherever a field reads the cell. Pure.
 */
import type { SheetCell } from '../sheet-row.js';
import { isTextSection, splitSections } from './pick-format-section.js';
import { HIDDEN_NUMBER } from './shown-number-text.js';

type TextCell = Extract<SheetCell, { kind: 'text' }>;

/** The section that shows text in `format`; undefined when text shows as stored. */
function textSectionOf(format: string): string | undefined {
  if (!format.includes(';') && !format.includes('@')) return undefined;
  const sections = splitSections(format);
  if (sections.length >= 4) return sections[3];
  const last = sections[sections.length - 1]!;
  return isTextSection(last) ? last : undefined;
}

/** What `section` shows of `text`: literal text, `@` replaced by the text, colours and spacing dropped. */
function render(section: string, text: string): { shown: string; hasText: boolean } {
  let shown = '';
  let hasText = false;
  for (let i = 0; i < section.length; i++) {
    const char = section[i]!;
    if (char === '"') {
      const close = section.indexOf('"', i + 1);
      shown += section.slice(i + 1, close < 0 ? section.length : close);
      i = close < 0 ? section.length : close;
    } else if (char === '\\') shown += section[++i] ?? '';
    else if (char === '@') {
      shown += text;
      hasText = true;
    } else if (char === '[') {
      const close = section.indexOf(']', i);
      const tag = /^\[\$([^-\]]*)/.exec(section.slice(i, close < 0 ? section.length : close + 1));
      if (tag?.[1]) shown += tag[1];
      i = close < 0 ? section.length : close;
    } else if (char === '_' || char === '*') i++;
    else shown += char;
  }
  return { shown, hasText };
}

/** `cell` as its format shows it: the same cell, the text shown, or an unreadable cell saying what it shows. */
export function shownTextCell(cell: TextCell, format: string | undefined): SheetCell {
  const section = format === undefined ? undefined : textSectionOf(format);
  if (section === undefined) return cell;
  const { shown, hasText } = render(section, cell.text);
  if (hasText) return shown === cell.text ? cell : { kind: 'text', text: shown };
  const what = shown.trim() === '' ? HIDDEN_NUMBER : shown;
  return {
    kind: 'unreadable',
    reason: `the cell shows ${what} but holds ${cell.text}: its number format shows its own text in place of the cell's; format the cell as Text (@) or General to show what it holds, or enter what it should show`,
    raw: cell.text,
  };
}
