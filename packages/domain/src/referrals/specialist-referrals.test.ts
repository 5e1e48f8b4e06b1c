import { describe, expect, it } from 'vitest';
import { NewSpecialistReferralBody } from '../api/specialist-referrals';
import {
  specialistReferralProblems,
  unitsReceiving,
  SPECIALIST_TYPE_IDS,
  SPECIALIST_TYPE_NAMES_SV,
} from './specialist-referrals';

const skin = { id: 'unit-skin', specialistTypeIds: ['dermatology'] };
const ent = { id: 'unit-ent', specialistTypeIds: ['ent', 'dermatology'] };
const photo = '0b6f0c1e-1111-4aaa-8bbb-000000000001';

const body = {
  meetingId: 'm',
  patientId: 'p',
  specialistTypeId: 'dermatology',
  specialistUnitId: '0b6f0c1e-2222-4aaa-8bbb-000000000002',
  externalSpecialistInfo: null,
  purposeTitle: 'Bedömning av pigmenterad förändring',
  purposeBody: 'Växande nevus på ryggen, önskar dermatoskopi.',
  imageIds: [photo],
  readJournalConsent: true,
  useFreeChoiceOfCare: false,
  infoToAdmin: null,
  requestId: '0b6f0c1e-3333-4aaa-8bbb-000000000003',
};

describe('a specialist referral', () => {
  it('names every specialty in Swedish', () => {
    for (const id of SPECIALIST_TYPE_IDS) expect(SPECIALIST_TYPE_NAMES_SV[id]).toMatch(/\S/);
  });

  it('goes to a unit that receives the specialty, with photos of the meeting', () => {
    const choice = {
      specialistTypeId: 'dermatology',
      specialistUnitId: 'unit-skin',
      externalSpecialistInfo: null,
    } as const;
    expect(specialistReferralProblems({ ...choice, imageIds: [photo] }, [skin, ent], [photo])).toEqual([]);
  });

  it('is refused for a unit that does not receive the specialty, or that is not on the list', () => {
    const base = { specialistTypeId: 'cardiology', externalSpecialistInfo: null, imageIds: [] } as const;
    expect(specialistReferralProblems({ ...base, specialistUnitId: 'unit-skin' }, [skin], [])).toEqual([
      { code: 'unit_does_not_receive_type', path: 'specialistUnitId' },
    ]);
    expect(specialistReferralProblems({ ...base, specialistUnitId: 'gone' }, [skin], [])).toEqual([
      { code: 'unknown_unit', path: 'specialistUnitId' },
    ]);
  });

  it("is refused with a photo that is not one of this meeting's", () => {
    const choice = {
      specialistTypeId: 'ent',
      specialistUnitId: null,
      externalSpecialistInfo: 'Dr Berg, Lund',
    } as const;
    expect(specialistReferralProblems({ ...choice, imageIds: ['other'] }, [], [photo])).toEqual([
      { code: 'image_not_of_meeting', path: 'imageIds', imageId: 'other' },
    ]);
  });

  it('offers for a specialty only the units that receive it', () => {
    expect(unitsReceiving([skin, ent], 'ent')).toEqual([ent]);
    expect(unitsReceiving([skin, ent], 'dermatology')).toEqual([skin, ent]);
    expect(unitsReceiving([skin, ent], null)).toEqual([]);
  });
});

describe('the referral body', () => {
  it('accepts a unit from the list or an external specialist, exactly one', () => {
    expect(NewSpecialistReferralBody.safeParse(body).success).toBe(true);
    const external = { ...body, specialistUnitId: null, externalSpecialistInfo: 'Dr Lind, privat hudmottagning' };
    expect(NewSpecialistReferralBody.safeParse(external).success).toBe(true);
    expect(NewSpecialistReferralBody.safeParse({ ...body, externalSpecialistInfo: 'Dr Lind' }).success).toBe(false);
    expect(NewSpecialistReferralBody.safeParse({ ...body, specialistUnitId: null }).success).toBe(false);
    expect(
      NewSpecialistReferralBody.safeParse({ ...body, specialistUnitId: null, externalSpecialistInfo: '   ' }).success,
    ).toBe(false);
  });

  it('needs a purpose title and body within their bounds', () => {
    expect(NewSpecialistReferralBody.safeParse({ ...body, purposeTitle: '  ' }).success).toBe(false);
    expect(NewSpecialistReferralBody.safeParse({ ...body, purposeBody: '' }).success).toBe(false);
    expect(NewSpecialistReferralBody.safeParse({ ...body, purposeTitle: 'x'.repeat(201) }).success).toBe(false);
    expect(NewSpecialistReferralBody.safeParse({ ...body, purposeBody: 'x'.repeat(5001) }).success).toBe(false);
  });

  it('takes booleans as booleans, a photo once, and an empty note to the administration as none', () => {
    expect(NewSpecialistReferralBody.safeParse({ ...body, readJournalConsent: 'yes' }).success).toBe(false);
    expect(NewSpecialistReferralBody.safeParse({ ...body, imageIds: [photo, photo] }).success).toBe(false);
    expect(NewSpecialistReferralBody.safeParse({ ...body, specialistTypeId: 'astrology' }).success).toBe(false);
    const parsed = NewSpecialistReferralBody.parse({ ...body, infoToAdmin: ' ' });
    expect(parsed.infoToAdmin).toBeNull();
  });

  it('needs the request id the client keeps across retries, as a uuid', () => {
    const { requestId: _requestId, ...withoutId } = body;
    expect(NewSpecialistReferralBody.safeParse(withoutId).success).toBe(false);
    expect(NewSpecialistReferralBody.safeParse({ ...body, requestId: 'again' }).success).toBe(false);
  });
});
