/**
 * Formula text -> FormulaNode tree, with chevrotain (a maintained parser toolkit: tokens and
 * grammar rules are declared here, the lexing, lookahead and error recovery are its own).
 * Precedence follows Excel: comparisons, then `&`, then `+ -`, then `* /`, then `%`, then
 * unary minus. A mistake is returned with the offset of the character where it was found.
 */
import type { IToken, TokenType } from 'chevrotain';
import { EmbeddedActionsParser } from './load-chevrotain.js';
import type { BinaryOp, FormulaNode } from './formula-ast.js';
import * as T from './formula-tokens.js';

export type ParsedFormula = { ok: true; node: FormulaNode } | { ok: false; offset: number; message: string };

const COMPARE_OPS: Record<string, BinaryOp> = { '=': '=', '<>': '<>', '<': '<', '<=': '<=', '>': '>', '>=': '>=' };

/** The text between the quotes, a doubled closing quote read as one. */
function unquote(text: string, close: string): string {
  return text.slice(1, -1).replaceAll(close + close, close);
}

class FormulaParser extends EmbeddedActionsParser {
  constructor() {
    super(T.ALL_TOKENS, { maxLookahead: 2 });
    this.performSelfAnalysis();
  }

  /** Left-associative chain of `operand` joined by any of `ops`. */
  private chain(operand: (idx?: number) => FormulaNode, ops: readonly TokenType[]): FormulaNode {
    let left = this.SUBRULE(operand as never) as FormulaNode;
    this.MANY(() => {
      const op = this.OR(ops.map((t) => ({ ALT: () => this.CONSUME(t) })));
      const right = this.SUBRULE2(operand as never) as FormulaNode;
      left = this.ACTION(() => ({
        type: 'binary',
        op: (COMPARE_OPS[op.image] ?? op.image) as BinaryOp,
        left,
        right,
        at: op.startOffset,
      }));
    });
    return left;
  }

  public formula = this.RULE('formula', (): FormulaNode => this.SUBRULE(this.comparison));

  private comparison = this.RULE('comparison', (): FormulaNode =>
    this.chain(this.concat, [T.LessEqual, T.GreaterEqual, T.NotEqual, T.Less, T.Greater, T.Equal]),
  );

  private concat = this.RULE('concat', (): FormulaNode => this.chain(this.additive, [T.Ampersand]));

  private additive = this.RULE('additive', (): FormulaNode => this.chain(this.multiplicative, [T.Plus, T.Minus]));

  private multiplicative = this.RULE('multiplicative', (): FormulaNode => this.chain(this.unary, [T.Star, T.Slash]));

  private unary = this.RULE('unary', (): FormulaNode =>
    this.OR([
      {
        ALT: () => {
          const sign = this.OR2([{ ALT: () => this.CONSUME(T.Minus) }, { ALT: () => this.CONSUME(T.Plus) }]);
          const operand = this.SUBRULE(this.unary);
          return this.ACTION(
            () => ({ type: 'unary', op: sign.image as '-' | '+', operand, at: sign.startOffset }) as FormulaNode,
          );
        },
      },
      { ALT: () => this.SUBRULE(this.percent) },
    ]),
  );

  private percent = this.RULE('percent', (): FormulaNode => {
    let node = this.SUBRULE(this.primary);
    this.MANY(() => {
      const sign = this.CONSUME(T.Percent);
      node = this.ACTION(() => ({ type: 'unary', op: '%', operand: node, at: sign.startOffset }));
    });
    return node;
  });

  private primary = this.RULE('primary', (): FormulaNode =>
    this.OR([
      { ALT: () => this.literal(this.CONSUME(T.NumberLiteral)) },
      { ALT: () => this.literal(this.CONSUME(T.TextLiteral)) },
      { ALT: () => this.literal(this.CONSUME(T.ColumnLiteral)) },
      { ALT: () => this.SUBRULE(this.named) },
      {
        ALT: () => {
          this.CONSUME(T.LParen);
          const inner = this.SUBRULE(this.comparison);
          this.CONSUME(T.RParen);
          return inner;
        },
      },
    ]),
  );

  /** A name: a function call, `items.Field`, `invoice[Header]`, TRUE/FALSE, or a field. */
  private named = this.RULE('named', (): FormulaNode => {
    const name = this.CONSUME(T.Identifier);
    return this.OR([
      {
        ALT: () => {
          this.CONSUME(T.LParen);
          const args: FormulaNode[] = [];
          this.OPTION(() => {
            args.push(this.SUBRULE(this.comparison));
            this.MANY(() => {
              this.CONSUME(T.Separator);
              args.push(this.SUBRULE2(this.comparison));
            });
          });
          this.CONSUME(T.RParen);
          return this.ACTION(
            () => ({ type: 'call', name: name.image.toUpperCase(), args, at: name.startOffset }) as FormulaNode,
          );
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Dot);
          const field = this.CONSUME2(T.Identifier);
          return this.ACTION(() =>
            this.qualified(name, { type: 'itemField', name: field.image, at: name.startOffset }),
          );
        },
      },
      {
        ALT: () => {
          const column = this.CONSUME2(T.ColumnLiteral);
          return this.ACTION(() =>
            this.qualified(name, {
              type: 'invoiceColumn',
              header: unquote(column.image, ']').trim(),
              at: name.startOffset,
            }),
          );
        },
      },
      {
        ALT: () =>
          this.ACTION((): FormulaNode => {
            const upper = name.image.toUpperCase();
            if (upper === 'TRUE' || upper === 'FALSE')
              return { type: 'boolean', value: upper === 'TRUE', at: name.startOffset };
            return { type: 'field', name: name.image, at: name.startOffset };
          }),
      },
    ]);
  });

  private literal(token: IToken): FormulaNode {
    if (token.tokenType === T.NumberLiteral) return { type: 'number', text: token.image, at: token.startOffset };
    if (token.tokenType === T.TextLiteral)
      return { type: 'text', value: unquote(token.image, '"'), at: token.startOffset };
    return { type: 'column', header: unquote(token.image, ']').trim(), at: token.startOffset };
  }

  /** `items.X` and `invoice[X]` need those exact prefixes. */
  private qualified(prefix: IToken, node: FormulaNode): FormulaNode {
    const expected = node.type === 'itemField' ? 'items' : 'invoice';
    if (prefix.image.toLowerCase() !== expected) {
      this.qualifierError = {
        offset: prefix.startOffset,
        message:
          node.type === 'itemField'
            ? `expected items.Field, got ${prefix.image}.`
            : `expected invoice[Column], got ${prefix.image}[`,
      };
    }
    return node;
  }

  qualifierError: { offset: number; message: string } | undefined;
}

// One parser serves every formula: chevrotain parsers are reusable once their input is reset.
let parser: FormulaParser | undefined;

function describeToken(token: IToken): string {
  return token.tokenType.name === 'EOF' ? 'the end of the formula' : `"${token.image}"`;
}

/** Deeper nesting than any formula a person writes; bounds the parser's and evaluator's recursion. */
const MAX_NESTING = 64;

export function parseFormula(text: string): ParsedFormula {
  const lexed = T.formulaLexer.tokenize(text);
  const lexError = lexed.errors[0];
  if (lexError) {
    const char = text.charAt(lexError.offset);
    const message =
      char === '"'
        ? 'a "text" is not closed'
        : char === '['
          ? 'a [Column] is not closed'
          : `unexpected character "${char}"`;
    return { ok: false, offset: lexError.offset, message };
  }
  let parens = 0;
  let signs = 0;
  for (const token of lexed.tokens) {
    const type = token.tokenType;
    if (type === T.LParen) parens++;
    else if (type === T.RParen) parens--;
    if (type === T.Minus || type === T.Plus) signs++;
    else if (type !== T.LParen) signs = 0;
    if (parens + signs > MAX_NESTING)
      return { ok: false, offset: token.startOffset, message: `more than ${MAX_NESTING} nested parentheses or signs` };
  }
  parser ??= new FormulaParser();
  parser.input = lexed.tokens;
  parser.qualifierError = undefined;
  const node = parser.formula();
  const error = parser.errors[0];
  if (error) {
    const token = error.token;
    const offset = token.tokenType.name === 'EOF' ? text.length : token.startOffset;
    const expected =
      error.name === 'NotAllInputParsedException' ? 'an operator or the end of the formula' : expectedOf(error.message);
    return { ok: false, offset, message: `expected ${expected}, got ${describeToken(token)}` };
  }
  const qualifier = parser.qualifierError as { offset: number; message: string } | undefined;
  if (qualifier) return { ok: false, offset: qualifier.offset, message: qualifier.message };
  return { ok: true, node };
}

/** chevrotain words what it expected in its own way; formulas need only "a value" or a token. */
function expectedOf(message: string): string {
  const token = /Expecting (?:token of type )?--> (.+?) <--/.exec(message);
  if (token) return token[1] === '")"' ? '"," or ")"' : token[1]!;
  return 'a value, a [Column], a name or "("';
}
