/**
 * The held-out sets of `mapping infer` from the fifteenth on (rows 5q on), in the order they were
 * written: a new set is one entry at the end. infer-held-out-sets.ts puts them after the first.
 */
import type { HeldOutSet } from './infer-held-out-sets-entry.js';
import {
  FIFTEENTH_HELD_OUT_LAYOUTS,
  FIFTEENTH_HELD_OUT_REFERENCE_DIR,
} from './infer-held-out-fifteenth/fifteenth-held-out-layouts.js';
import {
  SIXTEENTH_HELD_OUT_LAYOUTS,
  SIXTEENTH_HELD_OUT_REFERENCE_DIR,
} from './infer-held-out-sixteenth/sixteenth-held-out-layouts.js';
import {
  SEVENTEENTH_HELD_OUT_LAYOUTS,
  SEVENTEENTH_HELD_OUT_REFERENCE_DIR,
} from './infer-held-out-seventeenth/seventeenth-held-out-layouts.js';
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
  TWENTYEIGHTH_HELD_OUT_LAYOUTS,
  TWENTYEIGHTH_HELD_OUT_REFERENCE_DIR,
} from './infer-held-out-twentyeighth/twentyeighth-held-out-layouts.js';
import {
  TWENTYNINTH_HELD_OUT_LAYOUTS,
  TWENTYNINTH_HELD_OUT_REFERENCE_DIR,
} from './infer-held-out-twentyninth/twentyninth-held-out-layouts.js';
import {
  THIRTIETH_HELD_OUT_LAYOUTS,
  THIRTIETH_HELD_OUT_REFERENCE_DIR,
} from './infer-held-out-thirtieth/thirtieth-held-out-layouts.js';
import {
  THIRTYFIRST_HELD_OUT_LAYOUTS,
  THIRTYFIRST_HELD_OUT_REFERENCE_DIR,
} from './infer-held-out-thirtyfirst/thirtyfirst-held-out-layouts.js';
import {
  THIRTYSECOND_HELD_OUT_LAYOUTS,
  THIRTYSECOND_HELD_OUT_REFERENCE_DIR,
} from './infer-held-out-thirtysecond/thirtysecond-held-out-layouts.js';
import {
  THIRTYTHIRD_HELD_OUT_LAYOUTS,
  THIRTYTHIRD_HELD_OUT_REFERENCE_DIR,
} from './infer-held-out-thirtythird/thirtythird-held-out-layouts.js';
import {
  THIRTYFOURTH_HELD_OUT_LAYOUTS,
  THIRTYFOURTH_HELD_OUT_REFERENCE_DIR,
} from './infer-held-out-thirtyfourth/thirtyfourth-held-out-layouts.js';
import {
  THIRTYFIFTH_HELD_OUT_LAYOUTS,
  THIRTYFIFTH_HELD_OUT_REFERENCE_DIR,
} from './infer-held-out-thirtyfifth/thirtyfifth-held-out-layouts.js';
import {
  THIRTYSIXTH_HELD_OUT_LAYOUTS,
  THIRTYSIXTH_HELD_OUT_REFERENCE_DIR,
} from './infer-held-out-thirtysixth/thirtysixth-held-out-layouts.js';
import {
  THIRTYSEVENTH_HELD_OUT_LAYOUTS,
  THIRTYSEVENTH_HELD_OUT_REFERENCE_DIR,
} from './infer-held-out-thirtyseventh/thirtyseventh-held-out-layouts.js';

export const LATER_HELD_OUT_SETS: readonly HeldOutSet[] = [
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
    spent: true,
    layouts: TWENTYSEVENTH_HELD_OUT_LAYOUTS,
    referenceDir: TWENTYSEVENTH_HELD_OUT_REFERENCE_DIR,
  },
  {
    row: '5ad',
    title: 'Twenty-eighth held-out set (bench/infer-held-out-twentyeighth): systems no set before held',
    spent: true,
    layouts: TWENTYEIGHTH_HELD_OUT_LAYOUTS,
    referenceDir: TWENTYEIGHTH_HELD_OUT_REFERENCE_DIR,
  },
  {
    row: '5ae',
    title: 'Twenty-ninth held-out set (bench/infer-held-out-twentyninth): systems no set before held',
    spent: true,
    layouts: TWENTYNINTH_HELD_OUT_LAYOUTS,
    referenceDir: TWENTYNINTH_HELD_OUT_REFERENCE_DIR,
  },
  {
    row: '5af',
    title: 'Thirtieth held-out set (bench/infer-held-out-thirtieth): systems no set before held',
    spent: true,
    layouts: THIRTIETH_HELD_OUT_LAYOUTS,
    referenceDir: THIRTIETH_HELD_OUT_REFERENCE_DIR,
  },
  {
    row: '5ag',
    title: 'Thirty-first held-out set (bench/infer-held-out-thirtyfirst): systems no set before held',
    spent: true,
    layouts: THIRTYFIRST_HELD_OUT_LAYOUTS,
    referenceDir: THIRTYFIRST_HELD_OUT_REFERENCE_DIR,
  },
  {
    row: '5ah',
    title: 'Thirty-second held-out set (bench/infer-held-out-thirtysecond): systems no set before held',
    spent: true,
    layouts: THIRTYSECOND_HELD_OUT_LAYOUTS,
    referenceDir: THIRTYSECOND_HELD_OUT_REFERENCE_DIR,
  },
  {
    row: '5ai',
    title: 'Thirty-third held-out set (bench/infer-held-out-thirtythird): systems no set before held',
    spent: true,
    layouts: THIRTYTHIRD_HELD_OUT_LAYOUTS,
    referenceDir: THIRTYTHIRD_HELD_OUT_REFERENCE_DIR,
  },
  {
    row: '5aj',
    title: 'Thirty-fourth held-out set (bench/infer-held-out-thirtyfourth): systems no set before held',
    spent: true,
    layouts: THIRTYFOURTH_HELD_OUT_LAYOUTS,
    referenceDir: THIRTYFOURTH_HELD_OUT_REFERENCE_DIR,
  },
  {
    row: '5ak',
    title: 'Thirty-fifth held-out set (bench/infer-held-out-thirtyfifth): systems no set before held',
    spent: true,
    layouts: THIRTYFIFTH_HELD_OUT_LAYOUTS,
    referenceDir: THIRTYFIFTH_HELD_OUT_REFERENCE_DIR,
  },
  {
    row: '5al',
    title: 'Thirty-sixth held-out set (bench/infer-held-out-thirtysixth): systems no set before held',
    spent: true,
    layouts: THIRTYSIXTH_HELD_OUT_LAYOUTS,
    referenceDir: THIRTYSIXTH_HELD_OUT_REFERENCE_DIR,
  },
  {
    row: '5am',
    title: 'Thirty-seventh held-out set (bench/infer-held-out-thirtyseventh): systems no set before held',
    spent: false,
    layouts: THIRTYSEVENTH_HELD_OUT_LAYOUTS,
    referenceDir: THIRTYSEVENTH_HELD_OUT_REFERENCE_DIR,
  },
];
