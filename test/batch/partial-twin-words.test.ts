/**
 * The docs name the outcome of a valid invoice held with its invalid twin under `--partial` by the
 * word the product gives it: the journal records it failed with a not-sent detail, never sent, so
 * the terminal, the Results sheet and `journal` call it "not sent" (report/outcome-words.ts).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { outcomeWordOf } from '../../src/report/outcome-words.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// How send-runs.ts begins the twin's detail.
const TWIN_DETAIL = 'not sent: an invalid part of this file may be part of this invoice';

describe('the word the docs give an invoice held with its invalid twin', () => {
  it('is the word every listing gives it', () => {
    const word = outcomeWordOf({ state: 'failed', attempts: 0, detail: `${TWIN_DETAIL} (...)` });
    expect(word).toBe('not sent');
    const said = ['README.md', 'docs/operations.md'].flatMap((file) => {
      const text = readFileSync(`${ROOT}/${file}`, 'utf8').replace(/\s+/g, ' ');
      return [
        ...text.matchAll(
          /\*([^*]+)\* (?:\("|with ")not sent: an invalid part of this file may be part of this invoice/g,
        ),
      ].map((match) => [file, match[1]]);
    });
    expect(said.map(([file]) => file)).toEqual(['README.md', 'docs/operations.md']);
    for (const [file, shown] of said) expect(shown, file).toBe(word);
  });
});
