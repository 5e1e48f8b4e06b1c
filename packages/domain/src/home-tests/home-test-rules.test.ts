import { describe, expect, it } from 'vitest';
import {
  blockingOrder,
  decideHomeTestOrder,
  HOME_TEST_STATES,
  homeTestCancellable,
  homeTestChoices,
  isVastraGotalandPostcode,
  offeredHomeTestTypes,
  shippingAddressProblems,
  wizardStepState,
  type ExistingHomeTest,
  type HomeTestOfferContext,
} from './home-test-rules';

const stockholmCough: HomeTestOfferContext = {
  market: 'SE',
  symptomsFormName: 'cough',
  gender: 'female',
  zip: '118 21',
};

describe('the kits a clinician is offered', () => {
  it('offers a woman with a cough both fungus kits, the female chlamydia kit and the plain COVID-19 PCR', () => {
    expect(offeredHomeTestTypes(stockholmCough)).toEqual([
      'NAIL_FUNGUS',
      'SKIN_FUNGUS',
      'CHLAMYDIA_FEMALE',
      'COVID_19_PCR',
    ]);
  });

  it('offers the VGR variant instead of the plain one to a patient registered in Västra Götaland', () => {
    const types = offeredHomeTestTypes({ ...stockholmCough, zip: '413 04' });
    expect(types).toContain('COVID_19_PCR_VGR');
    expect(types).not.toContain('COVID_19_PCR');
  });

  it('offers no COVID-19 kit when the symptom form is not about a respiratory infection, or there is none', () => {
    for (const symptomsFormName of ['back_pain', 'urinary_tract_infection', null]) {
      const types = offeredHomeTestTypes({ ...stockholmCough, symptomsFormName });
      expect(types.filter((t) => t.startsWith('COVID'))).toEqual([]);
    }
  });

  it('offers a man the male chlamydia kit only, and both when the sex is not known', () => {
    expect(
      offeredHomeTestTypes({ ...stockholmCough, gender: 'male' }).filter((t) => t.startsWith('CHLAMYDIA')),
    ).toEqual(['CHLAMYDIA_MALE']);
    expect(
      offeredHomeTestTypes({ ...stockholmCough, gender: 'unknown' }).filter((t) => t.startsWith('CHLAMYDIA')),
    ).toEqual(['CHLAMYDIA_FEMALE', 'CHLAMYDIA_MALE']);
  });

  it('never offers the VGR variant in Norway, whatever the postnummer', () => {
    const types = offeredHomeTestTypes({ market: 'NO', symptomsFormName: 'cough', gender: 'male', zip: '4006' });
    expect(types).toContain('COVID_19_PCR');
    expect(types).not.toContain('COVID_19_PCR_VGR');
  });

  it('reads Västra Götaland from postcodes 40 to 54 only', () => {
    expect(isVastraGotalandPostcode('400 10')).toBe(true);
    expect(isVastraGotalandPostcode('54191')).toBe(true);
    expect(isVastraGotalandPostcode('39999')).toBe(false);
    expect(isVastraGotalandPostcode('550 02')).toBe(false);
    expect(isVastraGotalandPostcode(null)).toBe(false);
    expect(isVastraGotalandPostcode('0168')).toBe(false);
  });
});

describe('one active order of a COVID or chlamydia kit blocks another', () => {
  const covid: ExistingHomeTest = { id: 'o1', hometestType: 'COVID_19_PCR', state: 'ORDERED' };

  it('blocks a second COVID-19 kit, the other variant too, while the first is active', () => {
    expect(blockingOrder('COVID_19_PCR', [covid])?.id).toBe('o1');
    expect(blockingOrder('COVID_19_PCR_VGR', [covid])?.id).toBe('o1');
  });

  it('does not block once the first is cancelled', () => {
    expect(blockingOrder('COVID_19_PCR', [{ ...covid, state: 'CANCELLED' }])).toBeNull();
  });

  it('lets an order be cancelled until its answer is back', () => {
    expect(HOME_TEST_STATES.filter(homeTestCancellable)).toEqual(['ORDERED', 'SHIPPED']);
  });

  it('blocks chlamydia by chlamydia only, and never a fungus kit', () => {
    const chlamydia: ExistingHomeTest = { id: 'o2', hometestType: 'CHLAMYDIA_MALE', state: 'SHIPPED' };
    expect(blockingOrder('CHLAMYDIA_MALE', [covid, chlamydia])?.id).toBe('o2');
    expect(blockingOrder('CHLAMYDIA_FEMALE', [covid])).toBeNull();
    const fungus: ExistingHomeTest = { id: 'o3', hometestType: 'NAIL_FUNGUS', state: 'ORDERED' };
    expect(blockingOrder('NAIL_FUNGUS', [fungus])).toBeNull();
  });

  it('marks the blocked choices with the order that blocks them', () => {
    const choices = homeTestChoices(stockholmCough, [covid]);
    expect(choices.find((c) => c.hometestType === 'COVID_19_PCR')?.blockedByOrderId).toBe('o1');
    expect(choices.find((c) => c.hometestType === 'NAIL_FUNGUS')?.blockedByOrderId).toBeNull();
  });

  it('decides: not offered before already ordered, and ok otherwise', () => {
    expect(decideHomeTestOrder('COVID_19_PCR', { ...stockholmCough, symptomsFormName: 'back_pain' }, [])).toEqual({
      ok: false,
      reason: 'not_offered',
    });
    expect(decideHomeTestOrder('COVID_19_PCR', stockholmCough, [covid])).toEqual({
      ok: false,
      reason: 'already_ordered',
      orderId: 'o1',
    });
    expect(decideHomeTestOrder('SKIN_FUNGUS', stockholmCough, [covid])).toEqual({ ok: true });
  });
});

describe('a shipping address', () => {
  it('needs address, zip and city, whitespace counting as empty', () => {
    expect(shippingAddressProblems({ address: ' ', zip: '', city: '\t', country: 'SE' }, 'SE')).toEqual([
      { field: 'address', code: 'required' },
      { field: 'zip', code: 'required' },
      { field: 'city', code: 'required' },
    ]);
  });

  it("takes the market's postcode and country only", () => {
    expect(
      shippingAddressProblems({ address: 'Storgatan 1', zip: '118 21', city: 'Stockholm', country: 'SE' }, 'SE'),
    ).toEqual([]);
    expect(
      shippingAddressProblems({ address: 'Kirkegata 8', zip: '4006', city: 'Stavanger', country: 'NO' }, 'NO'),
    ).toEqual([]);
    expect(
      shippingAddressProblems({ address: 'Kirkegata 8', zip: '40067', city: 'Stavanger', country: 'SE' }, 'NO'),
    ).toEqual([
      { field: 'zip', code: 'invalid' },
      { field: 'country', code: 'invalid' },
    ]);
  });
});

describe('the wizard steps', () => {
  it('is active at its index and completed below it', () => {
    expect([0, 1, 2, 3].map((step) => wizardStepState(step, 2))).toEqual([
      'completed',
      'completed',
      'active',
      'upcoming',
    ]);
  });
});
