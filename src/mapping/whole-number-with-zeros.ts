/**
 * An id read as text that a program wrote as a number with a decimal part of zeros (`610100.0`):
 * pandas writes a whole-number column that has a blank cell as floats, and LibreOffice or Excel
 * write a `0.00` format's zeros into a CSV. Posted as written, the finance system gets another
 * id than the sheet's, so it is a problem at the cell, whatever the column's other values (a
 * program writes the numbers of a column mixed with text this way too). Pure.
 */

const WHOLE_WITH_ZEROS = /^\d+\.0+$/;

/** The regular expression of the fix, as written in YAML double quotes. */
const EXTRACT_WHOLE = String.raw`{ extract: "^(\\d+)(?:\\.0+)?$" }`;

/**
 * Why a text field's value `text` (after its transforms) is refused; undefined when it reads as
 * written. `written` is the cell's own text, which names the number (`pad` may have changed it).
 */
export function wholeNumberWithZerosProblem(
  text: string,
  written: string,
  place: 'column' | 'template',
): string | undefined {
  if (!WHOLE_WITH_ZEROS.test(text.trim())) return undefined;
  const whole = (WHOLE_WITH_ZEROS.test(written.trim()) ? written : text).trim().replace(/\.0+$/, '');
  const fix =
    place === 'column'
      ? `read it as the whole number in the mapping with transform: ${EXTRACT_WHOLE} (first, before any pad)`
      : `read it as the whole number in the mapping with a formula in place of the template, e.g. VALUE([Column]) & "-" & [Other]`;
  return `this looks like the whole number ${whole} written by a program with the decimal part .0 (pandas writes a number column that has a blank cell this way), and would be posted with the .0: ${fix}, or write the file without the .0`;
}
