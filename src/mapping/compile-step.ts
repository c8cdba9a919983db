/**
 * One transform step as written -> a compiled Step. Formats and regular expressions are built
 * here once; a bad one is reported through `fail` with the position of the step.
 */
import type { Step } from './compiled-mapping.js';
import { compileLinearRegex, type LinearRegex } from './linear-regex.js';
import type { TransformStepFile } from './field-spec-schema.js';
import type { AmountFormat } from './parse-amount-text.js';
import { compileDateFormat, type DateFormat } from './parse-date-text.js';

export interface StepDefaults {
  dateFormats: readonly DateFormat[];
  amountFormat: AmountFormat;
}

/** Compiles date formats, calling `fail` with the reason for the first bad one. */
export function compileDateFormats(patterns: readonly string[], fail: (message: string) => never): DateFormat[] {
  return patterns.map((pattern) => {
    const format = compileDateFormat(pattern);
    if (typeof format === 'string') fail(format);
    return format;
  });
}

export function compileRegex(pattern: string, fail: (message: string) => never): LinearRegex {
  const regex = compileLinearRegex(pattern);
  return typeof regex === 'string' ? fail(regex) : regex;
}

/**
 * The default thousands separator is the other of `.` and `,`. Word signs (`DA`) are read, since a
 * mapping's amounts have their signs checked against the invoice's currency.
 */
export function amountFormatOf(decimal: '.' | ',' | undefined, thousands: string | undefined): AmountFormat {
  const decimalSeparator = decimal ?? '.';
  const thousandsSeparator = thousands ?? (decimalSeparator === '.' ? ',' : '.');
  return decimal === undefined
    ? { decimalSeparator, thousandsSeparator, decimalAssumed: true, wordSigns: true }
    : { decimalSeparator, thousandsSeparator, wordSigns: true };
}

/** `step` reading no letter signs (`DA`, `K`), for a field whose amounts no invoice currency checks. */
export function withoutWordSigns(step: Step): Step {
  if (step.kind !== 'amount' || step.format.wordSigns !== true) return step;
  const { wordSigns: _, ...format } = step.format;
  return { ...step, format };
}

export function compileStep(step: TransformStepFile, defaults: StepDefaults, fail: (message: string) => never): Step {
  if (typeof step === 'string') {
    switch (step) {
      case 'trim':
      case 'upper':
      case 'lower':
        return { kind: step };
      case 'date':
        return { kind: 'date', formats: defaults.dateFormats };
      case 'amount':
        return { kind: 'amount', format: defaults.amountFormat };
      case 'rate':
        return { kind: 'rate', fraction: false };
    }
  }
  const keys = Object.keys(step);
  if (keys.length !== 1)
    fail(
      `a transform step has exactly one of date, amount, rate, map, extract, pad; got ${keys.length ? keys.join(', ') : 'none'}`,
    );
  if (step.date !== undefined) {
    return { kind: 'date', formats: compileDateFormats(Array.isArray(step.date) ? step.date : [step.date], fail) };
  }
  if (step.amount !== undefined) {
    const own = step.amount;
    const decimal =
      own.decimalSeparator ??
      (defaults.amountFormat.decimalAssumed ? undefined : defaults.amountFormat.decimalSeparator);
    const thousands =
      own.thousandsSeparator ?? (own.decimalSeparator ? undefined : defaults.amountFormat.thousandsSeparator);
    const format = amountFormatOf(decimal, thousands);
    if (format.thousandsSeparator === format.decimalSeparator)
      fail('the thousands separator equals the decimal separator');
    return { kind: 'amount', format };
  }
  if (step.rate !== undefined) return { kind: 'rate', fraction: step.rate.fraction ?? false };
  if (step.map !== undefined) {
    const table = new Map<string, string>();
    for (const [from, to] of Object.entries(step.map)) table.set(from.trim().toLowerCase(), String(to));
    return { kind: 'map', table };
  }
  if (step.extract !== undefined) return { kind: 'extract', regex: compileRegex(step.extract, fail) };
  if (step.pad !== undefined) {
    return typeof step.pad === 'number'
      ? { kind: 'pad', length: step.pad, char: '0' }
      : { kind: 'pad', length: step.pad.length, char: step.pad.with ?? '0' };
  }
  return fail('empty transform step');
}
