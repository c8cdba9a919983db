/**
 * The first fourteen held-out sets of `mapping infer` (rows 5c-5p), all spent, in the order they
 * were written; infer-held-out-sets.ts puts the later ones after them.
 */
import type { HeldOutSet } from './infer-held-out-sets-entry.js';
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

export const FIRST_HELD_OUT_SETS: readonly HeldOutSet[] = [
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
];
