/**
 * The section of a number format that shows a given number, as Excel picks it: up to four
 * sections split by `;` (positive; negative; zero; text), or sections chosen by conditions
 * (`[>=1000]#,##0;0.00`). Pure.
 */
import { formatSectionTexts } from './format-section-texts.js';

/** The sections of a format code: `;` inside quotes, after `\` or inside `[...]` splits nothing. */
export function splitSections(format: string): string[] {
  const sections: string[] = [];
  let quoted = false;
  let bracket = false;
  let from = 0;
  for (let i = 0; i < format.length; i++) {
    const char = format[i];
    if (char === '"' && !bracket) quoted = !quoted;
    else if (quoted) continue;
    else if (char === '\\') i++;
    else if (char === '[') bracket = true;
    else if (char === ']') bracket = false;
    else if (char === ';' && !bracket) {
      sections.push(format.slice(from, i));
      from = i + 1;
    }
  }
  sections.push(format.slice(from));
  return sections;
}

const CONDITION = /\[(<=|>=|<>|<|>|=)\s*([+-]?(?:\d+\.?\d*|\.\d+))\]/;

/** undefined for a section without a condition. */
function meetsCondition(section: string | undefined, value: number): boolean | undefined {
  const match = section === undefined ? null : CONDITION.exec(section);
  if (!match) return undefined;
  const limit = Number(match[2]);
  switch (match[1]) {
    case '<':
      return value < limit;
    case '<=':
      return value <= limit;
    case '>':
      return value > limit;
    case '>=':
      return value >= limit;
    case '=':
      return value === limit;
    default:
      return value !== limit;
  }
}

/** A colour Excel shows a section in: [Red], [Color10]. */
const COLOUR = /\[(?:black|blue|cyan|green|magenta|red|white|yellow|colou?r\s*\d+)\]/i;

/**
 * True when `format` shows the negative number `text` without its sign: a section of its own for
 * negative numbers (`0.00;0.00`), picked by the sign alone, that writes no minus, no brackets, no
 * colour and no text the positive section lacks (`0.00;0.00" CR"` says it). The number shown is
 * then another than the one held.
 */
export function hidesMinus(text: string, format: string): boolean {
  if (!text.startsWith('-')) return false;
  const sections = splitSections(format);
  if (sections.length > 1 && isTextSection(sections[sections.length - 1]!)) sections.pop();
  const [positive = '', negative] = sections;
  if (negative === undefined || CONDITION.test(positive) || CONDITION.test(negative)) return false;
  if (COLOUR.test(negative)) return false;
  // `_(` and `*-` write a space and a fill, not a bracket or a minus
  const signs = negative.replace(/\[[^\]]*\]/g, '').replace(/[_*]./g, '');
  if (/[-()−]/.test(signs)) return false;
  return formatSectionTexts(negative).join(' ') === formatSectionTexts(positive).join(' ');
}

/** A text section (`@`) is no number's. */
export const isTextSection = (section: string) => /@/.test(section.replace(/"[^"]*"/g, ''));

/**
 * The section that shows the plain decimal `text` in `format`. A section Excel shows a negative
 * number in by its sign alone (`0.00;(0.00)`) shows the number without its sign; either way the
 * caller writes the shown number with a minus, the amount the reader sees.
 */
export function pickFormatSection(text: string, format: string): string {
  const sections = splitSections(format);
  if (sections.length > 1 && isTextSection(sections[sections.length - 1]!)) sections.pop();
  const value = Number(text);
  const [first = '', second, third] = sections;
  const firstMet = meetsCondition(first, value);
  const secondMet = meetsCondition(second, value);
  if (firstMet !== undefined || secondMet !== undefined) {
    if (firstMet) return first;
    if (secondMet) return second!;
    // with two conditions the third section shows the rest, with one the second does
    return (firstMet !== undefined && secondMet !== undefined ? third : second) ?? first;
  }
  if (sections.length === 1) return first;
  if (value < 0) return second!;
  if (value === 0 && third !== undefined) return third;
  return first;
}
