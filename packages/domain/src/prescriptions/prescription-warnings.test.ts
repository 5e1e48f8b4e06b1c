import { describe, expect, it } from 'vitest';
import { prescriptionWarnings } from './prescription-warnings';

const kavepenin = { tradeName: 'Kåvepenin', atcCode: 'J01CE02' };
const alvedon = { tradeName: 'Alvedon', atcCode: 'N02BE01' };
const panodil = { tradeName: 'Panodil', atcCode: 'N02BE01' };
const ramipril = { tradeName: 'Ramipril Sandoz', atcCode: 'C09AA05' };
const enalapril = { tradeName: 'Enalapril Krka', atcCode: 'C09AA02' };
const losartan = { tradeName: 'Losartan Krka', atcCode: 'C09CA01' };
const trombyl = { tradeName: 'Trombyl', atcCode: 'B01AC06' };
const ibuprofen = { tradeName: 'Ipren', atcCode: 'M01AE01' };

describe('warnings before a prescription is signed', () => {
  it('warns of the same therapy on the active list: the same substance or the same chemical subgroup', () => {
    expect(prescriptionWarnings(panodil, [alvedon, ramipril], [])).toEqual([
      { kind: 'duplicate_therapy', matched: 'Alvedon' },
    ]);
    expect(prescriptionWarnings(enalapril, [ramipril], [])).toEqual([
      { kind: 'duplicate_therapy', matched: 'Ramipril Sandoz' },
    ]);
    expect(prescriptionWarnings(losartan, [ramipril], [])).toEqual([]);
  });

  it('warns of an allergy to the drug class, written as each market writes it', () => {
    for (const allergy of ['Penicillin', 'Penicillinallergi', 'Allergie à la pénicilline', 'Penicillin allergy']) {
      expect(prescriptionWarnings(kavepenin, [], [allergy])).toEqual([{ kind: 'allergy', matched: allergy }]);
    }
    expect(prescriptionWarnings(trombyl, [], ["Allergie à l'aspirine"])).toEqual([
      { kind: 'allergy', matched: "Allergie à l'aspirine" },
    ]);
    expect(prescriptionWarnings(ibuprofen, [], ['NSAID-överkänslighet'])).toEqual([
      { kind: 'allergy', matched: 'NSAID-överkänslighet' },
    ]);
  });

  it('warns of an allergy that names the product, and not of allergies to other things', () => {
    expect(prescriptionWarnings(alvedon, [], ['Alvedon (utslag)'])).toEqual([
      { kind: 'allergy', matched: 'Alvedon (utslag)' },
    ]);
    expect(prescriptionWarnings(kavepenin, [], ['Björkpollen', 'Latex', 'Jordnötter'])).toEqual([]);
    expect(prescriptionWarnings(ramipril, [], ['Penicillin'])).toEqual([]);
  });

  it('gives both warnings when both hold', () => {
    expect(prescriptionWarnings(kavepenin, [{ tradeName: 'Tikacillin', atcCode: 'J01CE02' }], ['Penicillin'])).toEqual([
      { kind: 'duplicate_therapy', matched: 'Tikacillin' },
      { kind: 'allergy', matched: 'Penicillin' },
    ]);
    // Amoxicillin is another penicillin subgroup (J01CA): an allergy, not the same therapy.
    expect(prescriptionWarnings(kavepenin, [{ tradeName: 'Amimox', atcCode: 'J01CA04' }], [])).toEqual([]);
  });
});
