/**
 * The medicines the EPS panel offers (issue 19): a small, shipped list of common primary-care medicines in the shape
 * of the NHS Dictionary of Medicines and Devices (dm+d) — a virtual medicinal product's name, strength and form, and
 * the unit its quantity is prescribed in.
 *
 * The codes are OUR DEMO CODES (`KON-DMD-…`), not dm+d VMP identifiers: we did not verify real ones, and a pharmacy
 * system would rightly refuse an invented SNOMED id. A real deployment maps each line to its dm+d VMP before sending.
 */
export type EpsMedicine = {
  /** Our demo code in place of the dm+d VMP id. */
  dmdCode: string;
  /** The dm+d style name: the substance, as prescribers write it. */
  name: string;
  strength: string;
  form: string;
  /** What the quantity counts: "tablet", "capsule", "ml", "gram", "inhaler". */
  unit: string;
  /** A usual quantity for an acute course or a month, offered as the default. */
  usualQuantity: number;
  /** A usual dose as GPs write it, offered as a starting point. */
  usualDosage: string;
};

const m = (
  dmdCode: string,
  name: string,
  strength: string,
  form: string,
  unit: string,
  usualQuantity: number,
  usualDosage: string,
): EpsMedicine => ({ dmdCode, name, strength, form, unit, usualQuantity, usualDosage });

export const EPS_MEDICINES: readonly EpsMedicine[] = [
  m('KON-DMD-001', 'Amoxicillin', '500mg', 'capsules', 'capsule', 15, 'One capsule three times a day for 5 days'),
  m(
    'KON-DMD-002',
    'Phenoxymethylpenicillin',
    '250mg',
    'tablets',
    'tablet',
    40,
    'Two tablets four times a day for 5 days',
  ),
  m('KON-DMD-003', 'Flucloxacillin', '500mg', 'capsules', 'capsule', 28, 'One capsule four times a day for 7 days'),
  m('KON-DMD-004', 'Clarithromycin', '500mg', 'tablets', 'tablet', 10, 'One tablet twice a day for 5 days'),
  m('KON-DMD-005', 'Doxycycline', '100mg', 'capsules', 'capsule', 5, 'Two capsules on the first day, then one daily'),
  m(
    'KON-DMD-006',
    'Nitrofurantoin',
    '100mg',
    'modified-release capsules',
    'capsule',
    6,
    'One capsule twice a day for 3 days',
  ),
  m('KON-DMD-007', 'Trimethoprim', '200mg', 'tablets', 'tablet', 6, 'One tablet twice a day for 3 days'),
  m('KON-DMD-008', 'Paracetamol', '500mg', 'tablets', 'tablet', 32, 'Two tablets up to four times a day'),
  m('KON-DMD-009', 'Ibuprofen', '400mg', 'tablets', 'tablet', 24, 'One tablet three times a day with food'),
  m('KON-DMD-010', 'Naproxen', '500mg', 'tablets', 'tablet', 28, 'One tablet twice a day with food'),
  m('KON-DMD-011', 'Omeprazole', '20mg', 'gastro-resistant capsules', 'capsule', 28, 'One capsule once a day'),
  m('KON-DMD-012', 'Lansoprazole', '30mg', 'gastro-resistant capsules', 'capsule', 28, 'One capsule once a day'),
  m('KON-DMD-013', 'Salbutamol', '100micrograms/dose', 'pressurised inhaler', 'inhaler', 1, 'Two puffs when required'),
  m('KON-DMD-014', 'Beclometasone', '100micrograms/dose', 'pressurised inhaler', 'inhaler', 1, 'Two puffs twice a day'),
  m('KON-DMD-015', 'Sertraline', '50mg', 'tablets', 'tablet', 28, 'One tablet once a day'),
  m('KON-DMD-016', 'Citalopram', '20mg', 'tablets', 'tablet', 28, 'One tablet once a day'),
  m('KON-DMD-017', 'Amlodipine', '5mg', 'tablets', 'tablet', 28, 'One tablet once a day'),
  m('KON-DMD-018', 'Ramipril', '5mg', 'capsules', 'capsule', 28, 'One capsule once a day'),
  m('KON-DMD-019', 'Atorvastatin', '20mg', 'tablets', 'tablet', 28, 'One tablet once a day at night'),
  m('KON-DMD-020', 'Metformin', '500mg', 'tablets', 'tablet', 56, 'One tablet twice a day with meals'),
  m('KON-DMD-021', 'Levothyroxine', '50micrograms', 'tablets', 'tablet', 28, 'One tablet each morning'),
  m('KON-DMD-022', 'Cetirizine', '10mg', 'tablets', 'tablet', 30, 'One tablet once a day'),
  m('KON-DMD-023', 'Prednisolone', '5mg', 'tablets', 'tablet', 30, 'Six tablets once a day in the morning for 5 days'),
  m('KON-DMD-024', 'Hydrocortisone', '1%', 'cream', 'gram', 15, 'Apply thinly twice a day for up to 7 days'),
];

export function findEpsMedicine(dmdCode: string): EpsMedicine | undefined {
  return EPS_MEDICINES.find((medicine) => medicine.dmdCode === dmdCode);
}

/** The medicine as a prescriber reads it: "Amoxicillin 500mg capsules". */
export function epsMedicineLabel(medicine: Pick<EpsMedicine, 'name' | 'strength' | 'form'>): string {
  return `${medicine.name} ${medicine.strength} ${medicine.form}`;
}

/**
 * The medicines of the list whose label holds every word typed, case-insensitively, in list order (the web searches
 * the list the server answers, GET /api/uk-eps/medicines).
 */
export function searchEpsMedicines<M extends Pick<EpsMedicine, 'name' | 'strength' | 'form'>>(
  medicines: readonly M[],
  query: string,
): M[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return medicines.filter((medicine) => {
    const label = epsMedicineLabel(medicine).toLowerCase();
    return words.every((word) => label.includes(word));
  });
}
