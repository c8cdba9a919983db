/**
 * The held-out sets of `mapping infer`, in the order they were written: each holds systems none of
 * the sets before it holds. A set scored and then tuned on is spent: its figures overstate what a
 * system infer has not seen gets, and only the newest set never tuned on is the estimate. Read by
 * `score-infer.ts`, `run-bench.ts` and test/bench/held-out-references.ts, so that a new set is one entry here.
 */
import type { CorpusLayout } from './infer-corpus/corpus-files.js';
import { HELD_OUT_LAYOUTS, HELD_OUT_REFERENCE_DIR } from './infer-held-out/held-out-layouts.js';
import { FRESH_HELD_OUT_LAYOUTS, FRESH_HELD_OUT_REFERENCE_DIR } from './infer-held-out-fresh/fresh-held-out-layouts.js';
import { THIRD_HELD_OUT_LAYOUTS, THIRD_HELD_OUT_REFERENCE_DIR } from './infer-held-out-third/third-held-out-layouts.js';
import {
  FOURTH_HELD_OUT_LAYOUTS,
  FOURTH_HELD_OUT_REFERENCE_DIR,
} from './infer-held-out-fourth/fourth-held-out-layouts.js';
import { FIFTH_HELD_OUT_LAYOUTS, FIFTH_HELD_OUT_REFERENCE_DIR } from './infer-held-out-fifth/fifth-held-out-layouts.js';
import { SIXTH_HELD_OUT_LAYOUTS, SIXTH_HELD_OUT_REFERENCE_DIR } from './infer-held-out-sixth/sixth-held-out-layouts.js';
import {
  SEVENTH_HELD_OUT_LAYOUTS,
  SEVENTH_HELD_OUT_REFERENCE_DIR,
} from './infer-held-out-seventh/seventh-held-out-layouts.js';
import {
  EIGHTH_HELD_OUT_LAYOUTS,
  EIGHTH_HELD_OUT_REFERENCE_DIR,
} from './infer-held-out-eighth/eighth-held-out-layouts.js';
import { NINTH_HELD_OUT_LAYOUTS, NINTH_HELD_OUT_REFERENCE_DIR } from './infer-held-out-ninth/ninth-held-out-layouts.js';
import { TENTH_HELD_OUT_LAYOUTS, TENTH_HELD_OUT_REFERENCE_DIR } from './infer-held-out-tenth/tenth-held-out-layouts.js';
import {
  ELEVENTH_HELD_OUT_LAYOUTS,
  ELEVENTH_HELD_OUT_REFERENCE_DIR,
} from './infer-held-out-eleventh/eleventh-held-out-layouts.js';
import {
  TWELFTH_HELD_OUT_LAYOUTS,
  TWELFTH_HELD_OUT_REFERENCE_DIR,
} from './infer-held-out-twelfth/twelfth-held-out-layouts.js';
import {
  THIRTEENTH_HELD_OUT_LAYOUTS,
  THIRTEENTH_HELD_OUT_REFERENCE_DIR,
} from './infer-held-out-thirteenth/thirteenth-held-out-layouts.js';
import {
  FOURTEENTH_HELD_OUT_LAYOUTS,
  FOURTEENTH_HELD_OUT_REFERENCE_DIR,
} from './infer-held-out-fourteenth/fourteenth-held-out-layouts.js';
import {
  FIFTEENTH_HELD_OUT_LAYOUTS,
  FIFTEENTH_HELD_OUT_REFERENCE_DIR,
} from './infer-held-out-fifteenth/fifteenth-held-out-layouts.js';
import {
  SIXTEENTH_HELD_OUT_LAYOUTS,
  SIXTEENTH_HELD_OUT_REFERENCE_DIR,
} from './infer-held-out-sixteenth/sixteenth-held-out-layouts.js';
import {
  EIGHTEENTH_HELD_OUT_LAYOUTS,
  EIGHTEENTH_HELD_OUT_REFERENCE_DIR,
} from './infer-held-out-eighteenth/eighteenth-held-out-layouts.js';
import {
  NINETEENTH_HELD_OUT_LAYOUTS,
  NINETEENTH_HELD_OUT_REFERENCE_DIR,
} from './infer-held-out-nineteenth/nineteenth-held-out-layouts.js';
import {
  TWENTIETH_HELD_OUT_LAYOUTS,
  TWENTIETH_HELD_OUT_REFERENCE_DIR,
} from './infer-held-out-twentieth/twentieth-held-out-layouts.js';
import {
  TWENTYFIRST_HELD_OUT_LAYOUTS,
  TWENTYFIRST_HELD_OUT_REFERENCE_DIR,
} from './infer-held-out-twentyfirst/twentyfirst-held-out-layouts.js';
import {
  TWENTYSECOND_HELD_OUT_LAYOUTS,
  TWENTYSECOND_HELD_OUT_REFERENCE_DIR,
} from './infer-held-out-twentysecond/twentysecond-held-out-layouts.js';
import {
  TWENTYTHIRD_HELD_OUT_LAYOUTS,
  TWENTYTHIRD_HELD_OUT_REFERENCE_DIR,
} from './infer-held-out-twentythird/twentythird-held-out-layouts.js';
import {
  TWENTYFOURTH_HELD_OUT_LAYOUTS,
  TWENTYFOURTH_HELD_OUT_REFERENCE_DIR,
} from './infer-held-out-twentyfourth/twentyfourth-held-out-layouts.js';
import {
  TWENTYFIFTH_HELD_OUT_LAYOUTS,
  TWENTYFIFTH_HELD_OUT_REFERENCE_DIR,
} from './infer-held-out-twentyfifth/twentyfifth-held-out-layouts.js';
import {
  TWENTYSIXTH_HELD_OUT_LAYOUTS,
  TWENTYSIXTH_HELD_OUT_REFERENCE_DIR,
} from './infer-held-out-twentysixth/twentysixth-held-out-layouts.js';
import {
  TWENTYSEVENTH_HELD_OUT_LAYOUTS,
  TWENTYSEVENTH_HELD_OUT_REFERENCE_DIR,
} from './infer-held-out-twentyseventh/twentyseventh-held-out-layouts.js';
import {
  SEVENTEENTH_HELD_OUT_LAYOUTS,
  SEVENTEENTH_HELD_OUT_REFERENCE_DIR,
} from './infer-held-out-seventeenth/seventeenth-held-out-layouts.js';

export interface HeldOutSet {
  /** Its row of `npm run bench`. */
  row: string;
  /** Its heading in `bench:infer` and its measure in `npm run bench`. */
  title: string;
  /** Whether infer was tuned with its score in view. */
  spent: boolean;
  layouts: readonly CorpusLayout[];
  referenceDir: string;
}

export const HELD_OUT_SETS: readonly HeldOutSet[] = [
  {
    row: '5c',
    title: 'First held-out set (bench/infer-held-out): systems the corpus never held',
    spent: true,
    layouts: HELD_OUT_LAYOUTS,
    referenceDir: HELD_OUT_REFERENCE_DIR,
  },
  {
    row: '5d',
    title: 'Fresh held-out set (bench/infer-held-out-fresh): systems neither set before held',
    spent: true,
    layouts: FRESH_HELD_OUT_LAYOUTS,
    referenceDir: FRESH_HELD_OUT_REFERENCE_DIR,
  },
  {
    row: '5e',
    title: 'Third held-out set (bench/infer-held-out-third): systems no set before held',
    spent: true,
    layouts: THIRD_HELD_OUT_LAYOUTS,
    referenceDir: THIRD_HELD_OUT_REFERENCE_DIR,
  },
  {
    row: '5f',
    title: 'Fourth held-out set (bench/infer-held-out-fourth): systems no set before held',
    spent: true,
    layouts: FOURTH_HELD_OUT_LAYOUTS,
    referenceDir: FOURTH_HELD_OUT_REFERENCE_DIR,
  },
  {
    row: '5g',
    title: 'Fifth held-out set (bench/infer-held-out-fifth): systems no set before held',
    spent: true,
    layouts: FIFTH_HELD_OUT_LAYOUTS,
    referenceDir: FIFTH_HELD_OUT_REFERENCE_DIR,
  },
  {
    row: '5h',
    title: 'Sixth held-out set (bench/infer-held-out-sixth): systems no set before held',
    spent: true,
    layouts: SIXTH_HELD_OUT_LAYOUTS,
    referenceDir: SIXTH_HELD_OUT_REFERENCE_DIR,
  },
  {
    row: '5i',
    title: 'Seventh held-out set (bench/infer-held-out-seventh): systems no set before held',
    spent: true,
    layouts: SEVENTH_HELD_OUT_LAYOUTS,
    referenceDir: SEVENTH_HELD_OUT_REFERENCE_DIR,
  },
  {
    row: '5j',
    title: 'Eighth held-out set (bench/infer-held-out-eighth): systems no set before held',
    spent: true,
    layouts: EIGHTH_HELD_OUT_LAYOUTS,
    referenceDir: EIGHTH_HELD_OUT_REFERENCE_DIR,
  },
  {
    row: '5k',
    title: 'Ninth held-out set (bench/infer-held-out-ninth): systems no set before held',
    spent: true,
    layouts: NINTH_HELD_OUT_LAYOUTS,
    referenceDir: NINTH_HELD_OUT_REFERENCE_DIR,
  },
  {
    row: '5l',
    title: 'Tenth held-out set (bench/infer-held-out-tenth): systems no set before held',
    spent: true,
    layouts: TENTH_HELD_OUT_LAYOUTS,
    referenceDir: TENTH_HELD_OUT_REFERENCE_DIR,
  },
  {
    row: '5m',
    title: 'Eleventh held-out set (bench/infer-held-out-eleventh): systems no set before held',
    spent: true,
    layouts: ELEVENTH_HELD_OUT_LAYOUTS,
    referenceDir: ELEVENTH_HELD_OUT_REFERENCE_DIR,
  },
  {
    row: '5n',
    title: 'Twelfth held-out set (bench/infer-held-out-twelfth): systems no set before held',
    spent: true,
    layouts: TWELFTH_HELD_OUT_LAYOUTS,
    referenceDir: TWELFTH_HELD_OUT_REFERENCE_DIR,
  },
  {
    row: '5o',
    title: 'Thirteenth held-out set (bench/infer-held-out-thirteenth): systems no set before held',
    spent: true,
    layouts: THIRTEENTH_HELD_OUT_LAYOUTS,
    referenceDir: THIRTEENTH_HELD_OUT_REFERENCE_DIR,
  },
  {
    row: '5p',
    title: 'Fourteenth held-out set (bench/infer-held-out-fourteenth): systems no set before held',
    spent: true,
    layouts: FOURTEENTH_HELD_OUT_LAYOUTS,
    referenceDir: FOURTEENTH_HELD_OUT_REFERENCE_DIR,
  },
  {
    row: '5q',
    title: 'Fifteenth held-out set (bench/infer-held-out-fifteenth): systems no set before held',
    spent: true,
    layouts: FIFTEENTH_HELD_OUT_LAYOUTS,
    referenceDir: FIFTEENTH_HELD_OUT_REFERENCE_DIR,
  },
  {
    row: '5r',
    title: 'Sixteenth held-out set (bench/infer-held-out-sixteenth): systems no set before held',
    spent: true,
    layouts: SIXTEENTH_HELD_OUT_LAYOUTS,
    referenceDir: SIXTEENTH_HELD_OUT_REFERENCE_DIR,
  },
  {
    row: '5s',
    title: 'Seventeenth held-out set (bench/infer-held-out-seventeenth): systems no set before held',
    spent: true,
    layouts: SEVENTEENTH_HELD_OUT_LAYOUTS,
    referenceDir: SEVENTEENTH_HELD_OUT_REFERENCE_DIR,
  },
  {
    row: '5t',
    title: 'Eighteenth held-out set (bench/infer-held-out-eighteenth): systems no set before held',
    spent: true,
    layouts: EIGHTEENTH_HELD_OUT_LAYOUTS,
    referenceDir: EIGHTEENTH_HELD_OUT_REFERENCE_DIR,
  },
  {
    row: '5u',
    title: 'Nineteenth held-out set (bench/infer-held-out-nineteenth): systems no set before held',
    spent: true,
    layouts: NINETEENTH_HELD_OUT_LAYOUTS,
    referenceDir: NINETEENTH_HELD_OUT_REFERENCE_DIR,
  },
  {
    row: '5v',
    title: 'Twentieth held-out set (bench/infer-held-out-twentieth): systems no set before held',
    spent: true,
    layouts: TWENTIETH_HELD_OUT_LAYOUTS,
    referenceDir: TWENTIETH_HELD_OUT_REFERENCE_DIR,
  },
  {
    row: '5w',
    title: 'Twenty-first held-out set (bench/infer-held-out-twentyfirst): systems no set before held',
    spent: true,
    layouts: TWENTYFIRST_HELD_OUT_LAYOUTS,
    referenceDir: TWENTYFIRST_HELD_OUT_REFERENCE_DIR,
  },
  {
    row: '5x',
    title: 'Twenty-second held-out set (bench/infer-held-out-twentysecond): systems no set before held',
    spent: true,
    layouts: TWENTYSECOND_HELD_OUT_LAYOUTS,
    referenceDir: TWENTYSECOND_HELD_OUT_REFERENCE_DIR,
  },
  {
    row: '5y',
    title: 'Twenty-third held-out set (bench/infer-held-out-twentythird): systems no set before held',
    spent: true,
    layouts: TWENTYTHIRD_HELD_OUT_LAYOUTS,
    referenceDir: TWENTYTHIRD_HELD_OUT_REFERENCE_DIR,
  },
  {
    row: '5z',
    title: 'Twenty-fourth held-out set (bench/infer-held-out-twentyfourth): systems no set before held',
    spent: true,
    layouts: TWENTYFOURTH_HELD_OUT_LAYOUTS,
    referenceDir: TWENTYFOURTH_HELD_OUT_REFERENCE_DIR,
  },
  {
    row: '5aa',
    title: 'Twenty-fifth held-out set (bench/infer-held-out-twentyfifth): systems no set before held',
    spent: true,
    layouts: TWENTYFIFTH_HELD_OUT_LAYOUTS,
    referenceDir: TWENTYFIFTH_HELD_OUT_REFERENCE_DIR,
  },
  {
    row: '5ab',
    title: 'Twenty-sixth held-out set (bench/infer-held-out-twentysixth): systems no set before held',
    spent: true,
    layouts: TWENTYSIXTH_HELD_OUT_LAYOUTS,
    referenceDir: TWENTYSIXTH_HELD_OUT_REFERENCE_DIR,
  },
  {
    row: '5ac',
    title: 'Twenty-seventh held-out set (bench/infer-held-out-twentyseventh): systems no set before held',
    spent: false,
    layouts: TWENTYSEVENTH_HELD_OUT_LAYOUTS,
    referenceDir: TWENTYSEVENTH_HELD_OUT_REFERENCE_DIR,
  },
];

/** How a set's heading says whether its figures are an estimate. */
export function heldOutHeading(set: HeldOutSet): string {
  return `${set.title}; ${set.spent ? 'spent: infer was tuned with its score in view' : 'never tuned on: the estimate for a system infer has not seen'}`;
}
