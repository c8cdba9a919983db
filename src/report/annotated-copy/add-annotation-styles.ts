/**
 * The styles part of the annotated copy: the source's styles, every one kept at its index, with a
 * bold font, the outcome fills of the results workbook and the cell formats of the added cells
 * appended. Pure: the part is small (styles, not cells), so it is edited as one string.
 */
import type { AnnotationStyleIds } from './annotation-cells.js';
import { OUTCOME_MEANINGS, type OutcomeWord } from '../outcome-words.js';

/** The outcome fills, as in the results workbook and the Legend: the rows that need a person stand out. */
const OUTCOME_FILL = new Map<OutcomeWord, string>(OUTCOME_MEANINGS.map(({ word, color }) => [word, color]));

/** Appends `items` to the `<name count="n">` list of `xml`; returns the new xml and the index of the first item. */
function append(xml: string, name: string, items: string[]): { xml: string; first: number } | undefined {
  const open = new RegExp(`<((?:[\\w.-]+:)?)${name}(\\s[^>]*)?>`).exec(xml);
  if (!open) return undefined;
  const prefix = open[1] ?? '';
  const close = xml.indexOf(`</${prefix}${name}>`, open.index);
  if (close < 0) return undefined;
  const body = xml.slice(open.index + open[0].length, close);
  const child = name === 'cellXfs' ? 'xf' : name.slice(0, -1);
  const existing = [...body.matchAll(new RegExp(`<${prefix}${child}(?=[\\s/>])`, 'g'))].length;
  const prefixed = items.map((item) => item.replace(/<(\/?)(?=[a-zA-Z])/g, `<$1${prefix}`));
  const openTag = /\scount\s*=/.test(open[0])
    ? open[0].replace(/(\scount\s*=\s*)(["'])\d*\2/, `$1"${existing + items.length}"`)
    : open[0];
  return { xml: xml.slice(0, open.index) + openTag + body + prefixed.join('') + xml.slice(close), first: existing };
}

/** The styles part with the annotation styles added, and their ids; undefined when the part has not the usual lists. */
export function addAnnotationStyles(stylesXml: string): { xml: string; ids: AnnotationStyleIds } | undefined {
  const outcomes = [...OUTCOME_FILL.keys()];
  const fonts = append(stylesXml, 'fonts', ['<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font>']);
  if (!fonts) return undefined;
  const fills = append(
    fonts.xml,
    'fills',
    outcomes.map(
      (outcome) =>
        `<fill><patternFill patternType="solid"><fgColor rgb="${OUTCOME_FILL.get(outcome) ?? ''}"/><bgColor indexed="64"/></patternFill></fill>`,
    ),
  );
  if (!fills) return undefined;
  const xfs = [
    `<xf numFmtId="0" fontId="${fonts.first}" fillId="0" borderId="0" xfId="0" applyFont="1"/>`,
    '<xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>',
    ...outcomes.map(
      (_, i) => `<xf numFmtId="0" fontId="0" fillId="${fills.first + i}" borderId="0" xfId="0" applyFill="1"/>`,
    ),
  ];
  const cellXfs = append(fills.xml, 'cellXfs', xfs);
  if (!cellXfs) return undefined;
  const base = cellXfs.first;
  return {
    xml: cellXfs.xml,
    ids: { header: base, text: base + 1, outcome: new Map(outcomes.map((outcome, i) => [outcome, base + 2 + i])) },
  };
}
