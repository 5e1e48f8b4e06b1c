import type { PrescriptionWarning } from '../api/prescriptions';

/** A drug as the warnings compare it. */
export type WarnedDrug = { tradeName: string; atcCode: string };

/**
 * Drug classes an allergy names, in the words the five markets write allergies in (folded: lower case, no
 * diacritics), with the ATC codes they cover. A recorded "Penicillinallergi" or "Allergie à la pénicilline" warns
 * for every penicillin (J01C); "ASA" or "aspirin" for acetylsalicylic acid in every form.
 */
const ALLERGY_CLASSES: readonly { words: readonly string[]; atc: readonly string[] }[] = [
  { words: ['penicillin', 'penicilin', 'amoxicillin', 'amoksicillin', 'amoxicilline'], atc: ['J01C'] },
  { words: ['cefalosporin', 'cephalosporin', 'cephalosporine', 'cefalexin', 'cephalexin'], atc: ['J01D'] },
  { words: ['sulfa', 'sulfonamid', 'trimetoprim-sulfa', 'cotrimoxazol'], atc: ['J01E'] },
  { words: ['makrolid', 'macrolid', 'macrolide', 'erytromycin', 'erythromycin', 'erythromycine'], atc: ['J01FA'] },
  {
    words: ['asa', 'aspirin', 'aspirine', 'acetylsalicyl', 'acetylsalisyl', 'acide acetylsalicylique'],
    atc: ['B01AC06', 'N02BA01', 'N02BA51'],
  },
  { words: ['nsaid', 'nsaids', 'ains', 'nsar', 'cox-hammare', 'ibuprofen', 'ibuprofene'], atc: ['M01A', 'N02BA'] },
  { words: ['kodein', 'codeine', 'codein', 'opioid', 'opiat', 'morfin', 'morphine', 'morphin'], atc: ['N02A'] },
  { words: ['tetracyklin', 'tetracyclin', 'tetracycline', 'doxycyklin', 'doxycycline'], atc: ['J01AA'] },
  { words: ['kinolon', 'quinolone', 'chinolon', 'ciprofloxacin', 'ciprofloxacine'], atc: ['J01MA'] },
  { words: ['paracetamol', 'acetaminophen'], atc: ['N02BE01', 'N02BE51', 'N02AJ'] },
];

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const wordsOf = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}-]+/u)
    .filter(Boolean);

/** ATC level 4 (chemical subgroup, five characters): two drugs in one are the same therapy. */
const therapeuticGroup = (atc: string) => atc.slice(0, 5);

/**
 * What the prescriber must see before signing (issue 17): the same therapy already on the patient's active
 * medication list (the same ATC chemical subgroup: a second ACE inhibitor, another paracetamol product), and an
 * allergy recorded for the patient that covers the drug (its class, or its name).
 */
export function prescriptionWarnings(
  drug: WarnedDrug,
  activeMedications: readonly WarnedDrug[],
  allergies: readonly string[],
): PrescriptionWarning[] {
  const warnings: PrescriptionWarning[] = [];
  const group = therapeuticGroup(drug.atcCode);
  const same = activeMedications.find((m) => group.length === 5 && therapeuticGroup(m.atcCode) === group);
  if (same) warnings.push({ kind: 'duplicate_therapy', matched: same.tradeName });
  const allergy = allergies.find((text) => allergyCovers(text, drug));
  if (allergy) warnings.push({ kind: 'allergy', matched: allergy });
  return warnings;
}

function allergyCovers(allergy: string, drug: WarnedDrug): boolean {
  const text = fold(allergy);
  const words = wordsOf(allergy);
  const named = (word: string) => words.some((w) => w === word || (word.length >= 5 && w.includes(word)));
  const byClass = ALLERGY_CLASSES.some(
    (cls) =>
      cls.words.some((word) => (word.includes(' ') ? text.includes(word) : named(word))) &&
      cls.atc.some((code) => drug.atcCode.startsWith(code)),
  );
  const name = wordsOf(drug.tradeName)[0];
  return byClass || (name !== undefined && name.length >= 4 && named(name));
}
