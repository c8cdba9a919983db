/**
 * LibreOffice wraps a cell's text at hyphens as well as at spaces, so an ISO day (2026-11-30) near
 * a line's end prints as "2026-11-" and "30". A non-breaking hyphen would change the text people
 * copy; instead a wrapped column is made a little wider, just enough that no day of the run's
 * texts is cut. Pure.
 */
import { CELL_PADDING, charWidth, textWidth } from '../measure-text-width.js';

const ISO_DAY = /\d{4}-\d\d-\d\d/;

/** A wrapped column is widened by at most this many characters: past that the page would shrink. */
const MOST_WIDER = 8;

/**
 * Whether a day of `text`, wrapped at spaces in a column `width` characters wide (fit-row-height.ts),
 * meets a line's end where its year and hyphen still fit: there LibreOffice cuts it.
 */
export function cutsDay(text: string, width: number): boolean {
  if (!ISO_DAY.test(text)) return false;
  const columns = Math.max(1, width - CELL_PADDING);
  const space = charWidth(' ');
  return text.split('\n').some((line) => {
    let used = 0;
    let begun = false;
    for (const word of line.split(' ')) {
      const wide = textWidth(word);
      const needed: number = begun ? used + space + wide : wide;
      if (needed <= columns) {
        used = needed;
        begun = true;
        continue;
      }
      const hyphen = word.indexOf('-', word.search(ISO_DAY));
      if (begun && ISO_DAY.test(word) && used + space + textWidth(word.slice(0, hyphen + 1)) <= columns) return true;
      // A word wider than the column is broken anywhere: its day is not what this is about.
      used = Math.min(wide, columns);
      begun = true;
    }
    return false;
  });
}

/** The least width from `width` on, up to MOST_WIDER more, at which no text cuts a day; `width` when none fits. */
export function widthKeepingDays(texts: Iterable<string>, width: number): number {
  const withDays = [...texts].filter((text) => ISO_DAY.test(text));
  for (let wider = width; wider <= width + MOST_WIDER; wider += 1)
    if (!withDays.some((text) => cutsDay(text, wider))) return wider;
  return width;
}
