import { describe, expect, it } from 'vitest';
import type { FavouriteCard, SilProduct } from '@konsult/domain';
import { cardBody, cardFormFromFavourite, favouriteCard, newCardForm } from './components/card-form';

const product: SilProduct = {
  tradeName: 'Kåvepenin',
  atcCode: 'J01CE02',
  nplId: '20010101000001',
  marketingAuthHolder: 'Viatris AB',
  drugFormTextSv: 'Filmdragerad tablett 1 g',
  links: { dosageLink: null },
  dosages: [{ dosageUnit: 'tablett', dosageUnitPlural: 'tabletter' }],
  packages: [
    { nplPackId: '20010101000011', size: '30 tablett(er) blister', quantity: 30, withinBenefit: true },
    { nplPackId: '20010101000012', size: '100 tablett(er) blister', quantity: 100, withinBenefit: true },
  ],
};
/** 26 November 2026, 10:00 in Stockholm. */
const NOW = Date.UTC(2026, 10, 26, 9);
/** Stockholm midnight starting 1 March 2026 and 10 March 2026. */
const MARCH_1 = Date.UTC(2026, 1, 28, 23);
const MARCH_10 = Date.UTC(2026, 2, 9, 23);

const favourite: FavouriteCard = {
  nplId: product.nplId,
  nplPackId: '20010101000012',
  description: 'Mot halsinfektion',
  dosage: {
    type: 'DAILY',
    time_amounts: [
      { time: '08:00:00', amount: 1 },
      { time: '20:00:00', amount: 1 },
    ],
    weekly_repeats: [],
    custom_dosage_text: null,
    as_needed_amount_interval_min: null,
    as_needed_amount_interval_max: null,
    as_needed_max_amount: null,
    additional_instructions: null,
    dosage_date_start: MARCH_1,
    dosage_date_end: MARCH_10,
  },
  reason: [{ code: 'J02.0', text: 'Streptokockfaryngit' }],
  numberOfPackages: 1,
  size: '100 tablett(er) blister',
  dispenseIntervalQuantity: null,
  dispenseIntervalUnit: null,
  numberOfDispenses: 1,
  withinBenefit: true,
  starterPackage: false,
  substitutionAllowed: false,
};

describe('the prescription card form', () => {
  it('starts a product on its first package, one dispensing, valid a year from today', () => {
    const form = newCardForm(product, NOW);
    expect(form).toMatchObject({
      nplPackId: '20010101000011',
      numberOfPackages: 1,
      numberOfDispenses: 1,
      firstDispenseValidityEnd: '2027-11-26',
      today: '2026-11-26',
      withinBenefit: true,
      substitutionAllowed: true,
    });
  });

  it('starts a favourite today, keeping its package and the length of its dosage', () => {
    const form = cardFormFromFavourite(favourite, product, NOW);
    expect(form.nplPackId).toBe('20010101000012');
    expect(form.dosage).toMatchObject({ startDate: '2026-11-26', endDate: '2026-12-05', untilFurtherNotice: false });
    expect(form.substitutionAllowed).toBe(false);
    expect(form.description).toBe('Mot halsinfektion');
  });

  it('sends the card with a reason for each warning, and the same request id on every try', () => {
    const form = { ...cardFormFromFavourite(favourite, product, NOW), confirmations: { allergy: 'Tålt tidigare.' } };
    const first = cardBody(form, ['allergy']);
    expect(first).toMatchObject({
      size: '100 tablett(er) blister',
      acknowledgedWarnings: [{ kind: 'allergy', reason: 'Tålt tidigare.' }],
      dosage: { time_amounts: [{ time: '08:00:00' }, { time: '20:00:00' }] },
    });
    expect(cardBody(form, ['allergy'])!.requestId).toBe(first!.requestId);
  });

  it('keeps a favourite only when the card is whole', () => {
    const form = cardFormFromFavourite(favourite, product, NOW);
    expect(favouriteCard(form)).toMatchObject({ nplPackId: '20010101000012', description: 'Mot halsinfektion' });
    expect(favouriteCard({ ...form, description: '' })).toBeNull();
  });
});
