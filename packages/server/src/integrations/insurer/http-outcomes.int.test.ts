import { describe, expect, it } from 'vitest';
import { useJsonService } from '../../test/loopback-server';
import { HttpInsurerSystem } from './http';
import { InsurerError } from './insurer-system';

/**
 * With INSURER_URL set, the outcomes go to the insurer's API at the seed's paths (seed 002 §7) with the requester's
 * headers: GET and (our choice, the seed has no path for it) POST uk/vitality/v1/clinician/outcomes/{encounterId},
 * PATCH …/decisions/{internalOutcomeId} and …/self-pay/{id}, DELETE …/{id}. A status the insurer does not know is
 * Refer; an answer not of the contract is insurer_unavailable.
 */

const insurerApi = useJsonService();
const insurer = () => new HttpInsurerSystem({ url: insurerApi.url('/api'), token: 'insurer-secret' });
const by = { requesterId: 'clinician-1', meetingId: 'meeting-1' };

const wire = {
  internalOutcomeId: 'o-1',
  name: 'Routine Referral to Consultant',
  subOutcome: '',
  selfPay: true,
  rules: [{ ruleId: 'r-1', answer: 'Yes', questionAnswered: true, override: false }],
  outcomeStatus: { status: 'Pending' },
};

describe('the HTTP insurer’s outcomes', () => {
  it('lists the encounter’s outcomes with the meeting and requester headers; an unknown status is Refer', async () => {
    insurerApi.answer = { status: 200, body: { outcomesForMeeting: [wire] } };
    const outcomes = await insurer().listOutcomes('meeting-1', by);
    expect(insurerApi.received.at(-1)).toMatchObject({
      method: 'GET',
      url: '/api/uk/vitality/v1/clinician/outcomes/meeting-1',
      auth: 'Bearer insurer-secret',
    });
    expect(insurerApi.received.at(-1)!.headers).toMatchObject({ requesterid: 'clinician-1', meetingid: 'meeting-1' });
    expect(outcomes).toEqual([
      {
        internalOutcomeId: 'o-1',
        section: null,
        name: 'Routine Referral to Consultant',
        subOutcome: null,
        requestType: 'STANDARD',
        selfPay: true,
        rules: [{ ruleId: 'r-1', question: null, answer: 'Yes', questionAnswered: true, override: false }],
        status: 'Refer',
        decision: null,
      },
    ]);
  });

  it('sends the decision, self-pay and delete at the seed’s paths with the seed’s bodies', async () => {
    insurerApi.answer = { status: 200, body: { outcomesForMeeting: [wire] } };
    const body = { decision: 'Accept' as const, rule_answers: [{ rule_id: 'r-1', question_answered: false }] };
    expect(await insurer().patchDecision('o-1', body, by)).toMatchObject({ internalOutcomeId: 'o-1' });
    expect(insurerApi.received.at(-2)).toMatchObject({
      method: 'PATCH',
      url: '/api/uk/vitality/v1/clinician/outcomes/decisions/o-1',
      body,
    });
    await insurer().patchSelfPay('o-1', false, by);
    expect(insurerApi.received.at(-2)).toMatchObject({
      method: 'PATCH',
      url: '/api/uk/vitality/v1/clinician/outcomes/self-pay/o-1',
      body: { is_self_pay: false },
    });
    const request = {
      internalOutcomeId: 'o-1',
      section: 'HISTORY_OF_PRESENTING_COMPLAINT' as const,
      name: 'Routine Referral to Consultant',
      subOutcome: null,
      requestType: 'STANDARD' as const,
    };
    expect(await insurer().chooseOutcome('meeting-1', request, by)).toMatchObject({ internalOutcomeId: 'o-1' });
    expect(insurerApi.received.at(-2)).toMatchObject({
      method: 'POST',
      url: '/api/uk/vitality/v1/clinician/outcomes/meeting-1',
      body: request,
    });

    insurerApi.answer = { status: 204 };
    expect(await insurer().deleteOutcome('o-1', by)).toBe(true);
    expect(insurerApi.received.at(-1)).toMatchObject({
      method: 'DELETE',
      url: '/api/uk/vitality/v1/clinician/outcomes/o-1',
    });
    insurerApi.answer = { status: 404 };
    expect(await insurer().deleteOutcome('o-1', by)).toBe(false);
    expect(await insurer().patchSelfPay('o-1', true, by)).toBeNull();
  });

  it('answers a refusal or a body not of the contract as insurer_unavailable', async () => {
    for (const answer of [{ status: 500 }, { status: 200, body: { outcomesForMeeting: 'x' } }]) {
      insurerApi.answer = answer;
      await expect(insurer().listOutcomes('meeting-1', by)).rejects.toEqual(new InsurerError('insurer_unavailable'));
    }
    insurerApi.answer = { status: 500 };
    await expect(insurer().deleteOutcome('o-1', by)).rejects.toEqual(new InsurerError('insurer_unavailable'));
  });
});
