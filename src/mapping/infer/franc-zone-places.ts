/**
 * Places and peoples of the franc CFA's two areas as French titles write them (`Office Togolais
 * des Recettes`, `SAHEL COMMUNICATION SA - Bamako`): a capital, a business city or the people's
 * name says the country as surely as the country's own name, and beside a title's `FCFA` it tells
 * the West African XOF (UEMOA) from the Central African XAF (CEMAC). Names shared with another
 * currency's country are left out (`congolais` is Kinshasa's too, `nigérian` Nigeria's). Pure data.
 */

/** A whole word or phrase, any case, not inside another word. */
const word = (text: string) => new RegExp(`(?<![\\p{L}])(?:${text})(?![\\p{L}])`, 'iu');

export interface FrancZonePlace {
  name: RegExp;
  currency: 'XOF' | 'XAF';
  /** The country the place or people belongs to, for the comment. */
  country: string;
}

export const FRANC_ZONE_PLACES: readonly FrancZonePlace[] = [
  { name: word('b[ée]ninois(?:es?)?|cotonou|porto-novo'), currency: 'XOF', country: 'Benin' },
  { name: word('burkinab[èée]s?|ouagadougou|bobo-dioulasso'), currency: 'XOF', country: 'Burkina Faso' },
  { name: word('ivoirien(?:ne)?s?|abidjan|yamoussoukro'), currency: 'XOF', country: "Côte d'Ivoire" },
  { name: word('bissau-guin[ée]en(?:ne)?s?|bissau'), currency: 'XOF', country: 'Guinea-Bissau' },
  { name: word('mali|malien(?:ne)?s?|bamako'), currency: 'XOF', country: 'Mali' },
  { name: word('nig[ée]rien(?:ne)?s?|niamey'), currency: 'XOF', country: 'Niger' },
  { name: word('s[ée]n[ée]galais(?:es?)?|dakar'), currency: 'XOF', country: 'Senegal' },
  { name: word('togolais(?:es?)?|lom[ée]'), currency: 'XOF', country: 'Togo' },
  { name: word('camerounais(?:es?)?|yaound[ée]|douala'), currency: 'XAF', country: 'Cameroon' },
  { name: word('centrafricain(?:e)?s?|bangui'), currency: 'XAF', country: 'the Central African Republic' },
  { name: word('brazzaville|pointe-noire'), currency: 'XAF', country: 'the Republic of the Congo' },
  { name: word('gabonais(?:es?)?|libreville|port-gentil'), currency: 'XAF', country: 'Gabon' },
  { name: word('[ée]quato-guin[ée]en(?:ne)?s?|malabo'), currency: 'XAF', country: 'Equatorial Guinea' },
  { name: word("tchadien(?:ne)?s?|n['’]?djam[ée]na"), currency: 'XAF', country: 'Chad' },
];
