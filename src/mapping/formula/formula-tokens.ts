/**
 * The tokens of the formula language (Excel's, as finance users write it), for the chevrotain
 * lexer. Longer operators come before their prefixes (`<=` before `<`).
 */
import { createToken, Lexer } from './load-chevrotain.js';

export const WhiteSpace = createToken({ name: 'WhiteSpace', pattern: /[ \t\r\n\u00a0]+/, group: Lexer.SKIPPED });
export const NumberLiteral = createToken({ name: 'NumberLiteral', pattern: /\d+(?:\.\d+)?|\.\d+/, label: 'a number' });
/** `"text"`; a quote inside is written twice, as in Excel. */
export const TextLiteral = createToken({ name: 'TextLiteral', pattern: /"(?:[^"]|"")*"/, label: 'a "text"' });
/** `[Header]`; a `]` inside a header is written twice. */
export const ColumnLiteral = createToken({
  name: 'ColumnLiteral',
  pattern: /\[(?:[^\]]|\]\])*\]/,
  label: 'a [Column]',
});
export const Identifier = createToken({ name: 'Identifier', pattern: /[A-Za-z_][A-Za-z0-9_]*/, label: 'a name' });
export const Dot = createToken({ name: 'Dot', pattern: /\./, label: '"."' });
export const LessEqual = createToken({ name: 'LessEqual', pattern: /<=/, label: '"<="' });
export const GreaterEqual = createToken({ name: 'GreaterEqual', pattern: />=/, label: '">="' });
export const NotEqual = createToken({ name: 'NotEqual', pattern: /<>/, label: '"<>"' });
export const Less = createToken({ name: 'Less', pattern: /</, label: '"<"' });
export const Greater = createToken({ name: 'Greater', pattern: />/, label: '">"' });
export const Equal = createToken({ name: 'Equal', pattern: /=/, label: '"="' });
export const Plus = createToken({ name: 'Plus', pattern: /\+/, label: '"+"' });
export const Minus = createToken({ name: 'Minus', pattern: /-/, label: '"-"' });
export const Star = createToken({ name: 'Star', pattern: /\*/, label: '"*"' });
export const Slash = createToken({ name: 'Slash', pattern: /\//, label: '"/"' });
export const Ampersand = createToken({ name: 'Ampersand', pattern: /&/, label: '"&"' });
export const Percent = createToken({ name: 'Percent', pattern: /%/, label: '"%"' });
export const LParen = createToken({ name: 'LParen', pattern: /\(/, label: '"("' });
export const RParen = createToken({ name: 'RParen', pattern: /\)/, label: '")"' });
/** Argument separator: `,`, or `;` as spreadsheets in decimal-comma locales write it. */
export const Separator = createToken({ name: 'Separator', pattern: /[,;]/, label: '","' });

export const ALL_TOKENS = [
  WhiteSpace,
  NumberLiteral,
  TextLiteral,
  ColumnLiteral,
  Identifier,
  Dot,
  LessEqual,
  GreaterEqual,
  NotEqual,
  Less,
  Greater,
  Equal,
  Plus,
  Minus,
  Star,
  Slash,
  Ampersand,
  Percent,
  LParen,
  RParen,
  Separator,
];

export const formulaLexer = new Lexer(ALL_TOKENS, { positionTracking: 'onlyOffset', ensureOptimizations: false });
