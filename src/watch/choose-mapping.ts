/**
 * Which mapping reads a dropped file: `--mapping` when given, else the first rule of
 * `settings.watch.rules` whose glob matches the file name.
 */
import { hasWorkbookExtension } from '../sheets/open-table.js';

export interface WatchRule {
  /** Glob on the file name: `*` any run of characters, `?` one character, `[abc]` a class. Case-insensitive. */
  match: string;
  /** Mapping file (absolute, resolved against the config file). */
  mapping: string;
}

export type MappingChoice = { ok: true; mapping: string; rule: string | undefined } | { ok: false; message: string };

/** A glob on a single file name as a regular expression; no `/` is involved. */
export function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i]!;
    if (ch === '*') source += '.*';
    else if (ch === '?') source += '.';
    else if (ch === '[') {
      const end = glob.indexOf(']', i + 1);
      if (end === -1) source += '\\[';
      else {
        const body = glob.slice(i + 1, end).replace(/\\/g, '\\\\');
        source += `[${body.startsWith('!') ? `^${body.slice(1)}` : body}]`;
        i = end;
      }
    } else source += ch.replace(/[.+^${}()|\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`, 'i');
}

export function chooseMapping(
  fileName: string,
  rules: readonly WatchRule[],
  override: string | undefined,
): MappingChoice {
  // --mapping reads any file as its source type: a name without a table's extension is a program's
  // temporary file (Excel's 8A3F2B10, a transfer's .filepart) or not an invoice file at all. An
  // .xls, .xlsb or .ods is read as upload reads it, to be told what it holds and what to do.
  if (override && !hasWorkbookExtension(fileName))
    return {
      ok: false,
      message: `with --mapping only .csv, .tsv, .txt, .xlsx and .xlsm files are read; "${fileName}" is none of these`,
    };
  if (override) return { ok: true, mapping: override, rule: undefined };
  const rule = rules.find((r) => globToRegExp(r.match).test(fileName));
  if (rule) return { ok: true, mapping: rule.mapping, rule: rule.match };
  const known = rules.map((r) => `"${r.match}"`).join(', ');
  return {
    ok: false,
    message: rules.length
      ? `no watch rule matches the file name "${fileName}"; the rules match ${known}`
      : `no mapping for "${fileName}": the config has no watch.rules and no --mapping was given`,
  };
}
