/** The words of money a buyer holds back from a contractor's work until completion. Pure. */
import { foldText } from '../fold-text.js';

// Retainage (US), retention and holdback (UK, Canada, Australia), retenue de garantie, Einbehalt, ritenuta, retención, retenção.
const RETAINAGE =
  /\b(?:retainage|retention|retentions|retained|holdback|held back|retenue|einbehalt|sicherheitseinbehalt|ritenuta|retencion de garantia|retencao)\b/;

/** True when the header names money held back from a contractor's work. */
export const namesRetainage = (header: string) => RETAINAGE.test(foldText(header).toLowerCase());
