/**
 * One field spec as written -> a FieldRule: the source of the value, the explicit steps, the
 * implicit conversion of the field's kind, and constants already in the model's form.
 */
import { toAmount } from '../invoice/decimal-amount.js';
import { isCalendarDate } from '../invoice/formats.js';
import type { ColumnRef, FieldRule, Step, ValueSource } from './compiled-mapping.js';
import { compileStep, withoutWordSigns, type StepDefaults } from './compile-step.js';
import type { FormulaCompiler, FormulaScope } from './compile-formula-rule.js';
import type { FieldInfo, FieldKind } from './field-catalog.js';
import type { FieldSpecFile } from './field-spec-schema.js';
import { hasMorePlaces } from './read-decimal-amount.js';
import { parseRateText } from './parse-rate-text.js';

export interface RuleContext extends StepDefaults {
  /** Position of a path inside the spec, e.g. `['transform', 1]`, as `file:line:column`. */
  at(path: readonly PropertyKey[]): string;
  /** Throws a ConfigError at that path. */
  fail(path: readonly PropertyKey[], message: string): never;
  /** Throws a ConfigError at a character of the string at that path (a formula's mistake). */
  failAt(path: readonly PropertyKey[], offset: number, message: string): never;
  /** The text as written of an unquoted constant at that path that YAML read as another number or a boolean. */
  writtenText(path: readonly PropertyKey[]): string | undefined;
  /** Sequences are allowed for items only. */
  allowSequence: boolean;
  /** The names formulas of this scope may use. */
  formulaScope: FormulaScope;
  /** Compiles `formula:` specs; given whenever the mapping file has one (load-mapping.ts). */
  compileFormula: FormulaCompiler | undefined;
}

const TYPED_STEPS = new Set(['date', 'amount', 'rate']);

/** The conversion every value of a kind gets unless a date, amount or rate step is given. */
function implicitSteps(kind: FieldKind, defaults: StepDefaults): Step[] {
  switch (kind) {
    case 'date':
      return [{ kind: 'date', formats: defaults.dateFormats }];
    case 'amount':
      return [{ kind: 'amount', format: defaults.amountFormat }];
    case 'rate':
      return [{ kind: 'rate', fraction: false }];
    case 'currency':
    case 'country':
    case 'flag':
      return [{ kind: 'trim' }, { kind: 'upper' }];
    case 'year':
    case 'email':
      return [{ kind: 'trim' }];
    case 'text':
      return [];
  }
}

/** A constant in the model's form, or the reason it is not. */
export function normalizeConstant(
  kind: FieldKind,
  raw: string | number | boolean,
): { text: string } | { error: string } {
  const text = String(raw).trim();
  switch (kind) {
    case 'date':
      return isCalendarDate(text) ? { text } : { error: `expected a date written YYYYMMDD, got "${text}"` };
    case 'amount': {
      const amount = toAmount(text);
      if (!amount) return { error: `expected an amount such as 0 or 12.50, got "${text}"` };
      // toAmount rounds past the fourth place; a constant is taken as written or refused.
      return hasMorePlaces(text, 4)
        ? { error: `expected an amount with at most four decimal places, got "${text}"` }
        : { text: amount };
    }
    case 'rate': {
      const rate = parseRateText(text);
      return rate.ok ? { text: rate.text } : { error: `${rate.message}, got "${text}"` };
    }
    case 'flag': {
      const flag = text.toUpperCase();
      return flag === 'Y' || flag === 'N' ? { text: flag } : { error: `expected Y or N, got "${text}"` };
    }
    case 'currency':
    case 'country':
      return { text: text.toUpperCase() };
    default:
      return { text: String(raw) };
  }
}

/**
 * Refuses a constant that YAML read as another value than the text written: `CompCode: { value:
 * 010 }` would post company 10, `1.10` would post 1.1. An amount or rate written as a plain decimal
 * means the same number either way (`0.50` is 0.5) and is kept.
 */
function refuseReadAsOther(kind: FieldKind, read: unknown, path: readonly PropertyKey[], ctx: RuleContext): void {
  if (typeof read === 'string') return;
  const written = ctx.writtenText(path);
  if (written === undefined) return;
  if ((kind === 'amount' || kind === 'rate') && /^[-+]?(\d+\.?\d*|\.\d+)$/.test(written)) return;
  ctx.fail(
    path,
    `YAML reads ${written} written without quotes as ${String(read)}, not as the text ${written}; write it in quotes ('${written}') to use it as written`,
  );
}

/** Splits `INV-{Vendor No}-{Number}` into text and column references. */
function parseTemplate(template: string, at: string, fail: (message: string) => never): (string | ColumnRef)[] {
  const parts: (string | ColumnRef)[] = [];
  const pattern = /\{([^{}]*)\}/g;
  let last = 0;
  for (const match of template.matchAll(pattern)) {
    if (match.index > last) parts.push(template.slice(last, match.index));
    const header = (match[1] ?? '').trim();
    if (!header) fail('a template placeholder is empty; write {Header name}');
    parts.push({ header, at });
    last = match.index + match[0].length;
  }
  if (last < template.length) parts.push(template.slice(last));
  if (parts.some((p) => typeof p === 'string' && /[{}]/.test(p))) fail(`unbalanced braces in template "${template}"`);
  if (!parts.some((p) => typeof p !== 'string'))
    fail('a template needs at least one {Header} placeholder; use value for a constant');
  return parts;
}

export function compileFieldRule(info: FieldInfo, spec: FieldSpecFile, ctx: RuleContext): FieldRule {
  const object = typeof spec === 'string' ? { column: spec } : spec;
  const sources = (['column', 'letter', 'value', 'template', 'sequence', 'formula'] as const).filter(
    (k) => object[k] !== undefined,
  );
  if (sources.length > 1)
    ctx.fail([], `give one of column, letter, value, template, sequence, formula; got ${sources.join(' and ')}`);
  if (sources.length === 0 && object.default === undefined)
    ctx.fail([], 'give a column, letter, value, template, sequence, formula or default');

  let source: ValueSource = { type: 'none' };
  if (object.column !== undefined) source = { type: 'column', column: { header: object.column, at: ctx.at([]) } };
  else if (object.letter !== undefined)
    source = { type: 'column', column: { letter: object.letter.toUpperCase(), at: ctx.at([]) } };
  else if (object.template !== undefined)
    source = {
      type: 'template',
      parts: parseTemplate(object.template, ctx.at(['template']), (m) => ctx.fail(['template'], m)),
    };
  else if (object.sequence) {
    if (!ctx.allowSequence) ctx.fail(['sequence'], 'sequence numbers the lines of an invoice; use it under items only');
    source = { type: 'sequence' };
  } else if (object.formula !== undefined) {
    if (object.transform !== undefined)
      ctx.fail(['transform'], "a formula's result is not transformed; use TRIM, UPPER, LEFT ... inside the formula");
    const place = {
      at: ctx.at(['formula']),
      failAt: (offset: number, message: string) => ctx.failAt(['formula'], offset, message),
    };
    if (!ctx.compileFormula)
      throw new Error(`${place.at}: a formula was found but the formula compiler was not loaded`);
    source = ctx.compileFormula(object.formula, ctx.formulaScope, ctx, place);
  } else if (object.value !== undefined) {
    if (object.transform !== undefined)
      ctx.fail(['transform'], 'a value is used as written; transforms do not apply to it');
    refuseReadAsOther(info.kind, object.value, ['value'], ctx);
    const constant = normalizeConstant(info.kind, object.value);
    if ('error' in constant) ctx.fail(['value'], `${info.name}: ${constant.error}`);
    source = { type: 'value', text: constant.text };
  }

  const written =
    object.transform === undefined ? [] : Array.isArray(object.transform) ? object.transform : [object.transform];
  const steps = written.map((step, i) => {
    const path = Array.isArray(object.transform) ? ['transform', i] : ['transform'];
    if (typeof step === 'object' && step.map)
      for (const [from, to] of Object.entries(step.map)) refuseReadAsOther('text', to, [...path, 'map', from], ctx);
    const compiled = compileStep(step, ctx, (m) => ctx.fail(path, m));
    // Letter signs (`5 K`) are read only where the invoice's currency checks them: amount fields.
    return info.kind === 'amount' ? compiled : withoutWordSigns(compiled);
  });
  const typed = steps.some((s) => TYPED_STEPS.has(s.kind));
  const allSteps = typed ? steps : [...steps, ...implicitSteps(info.kind, ctx)];

  let defaultText: string | undefined;
  if (object.default !== undefined) {
    refuseReadAsOther(info.kind, object.default, ['default'], ctx);
    const constant = normalizeConstant(info.kind, object.default);
    if ('error' in constant) ctx.fail(['default'], `${info.name}: ${constant.error}`);
    defaultText = constant.text;
  }
  if (object.decimals !== undefined && info.kind !== 'amount')
    ctx.fail(['decimals'], `${info.name}: decimals applies to amount fields only (Invoice_Amount, Amount, Tax)`);
  const ruleSteps = source.type === 'value' ? [] : allSteps;
  const rule: FieldRule = { field: info.name, kind: info.kind, source, steps: ruleSteps, defaultText };
  if (object.decimals !== undefined) rule.decimals = object.decimals;
  return rule;
}
