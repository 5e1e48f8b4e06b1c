import {
  INSURER_NOTE_TEMPLATE_ID,
  type ChooseInsurerOutcomeBody,
  type InsurerOutcomeView,
  type Me,
  type PatchInsurerOutcomeDecisionBody,
} from '@konsult/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { anEntry } from '../../test/fixtures';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage, i18n } from '../../i18n/i18n';
import { FinishingProvider, useFinishingRegistry } from '../../lib/finishing';
import { aBritishClinician, aMeeting } from '../../test/fixtures';
import { apiError, json, mockApi, type RecordedRequest } from '../../test/mock-api';
import { renderPanel } from '../../test/render-panel';
import { InsurerOutcomesFinishing } from './components/vitality-outcomes';

const OUTCOMES = '/api/uk/vitality/v1/clinician/outcomes/meeting-1';
const EMAIL = '/api/uk-identity/vitality/patient-email/meeting/meeting-1/user/patient-1';
const ENTRY = '/api/medicalrecord/v2/entry/meeting-1';
const SET_EMAIL = '/api/uk-identity/vitality/clinician/patient-email/meeting/meeting-1/user/patient-1';
const MORATORIUM = "Are the symptoms within the policy's moratorium period?";
const FIVE_YEARS = 'Has the member had this condition in the last 5 years?';
/** The request id the form gives the outcome it chooses (crypto.randomUUID, fixed here). */
const OUTCOME_ID = '6f1c2a34-8d0e-4b7a-9c55-0a1b2c3d4e5f';
const BY_ID = `/api/uk/vitality/v1/clinician/outcomes/${OUTCOME_ID}`;
const DECISION = `/api/uk/vitality/v1/clinician/outcomes/decisions/${OUTCOME_ID}`;
const SELF_PAY = `/api/uk/vitality/v1/clinician/outcomes/self-pay/${OUTCOME_ID}`;

beforeEach(() => {
  window.localStorage.setItem('konsult.language', 'en');
  vi.spyOn(crypto, 'randomUUID').mockReturnValue(OUTCOME_ID);
});

/** Priya Shah, a GP of the Vitality partnership (gb.vitality). */
const vitalityGp: Me = (() => {
  const gb = aBritishClinician();
  return {
    ...gb,
    id: 'clinician-priya',
    name: 'Priya Shah',
    pool: { ...gb.pool, partnership: 'VITALITY', partnershipKind: 'INSURER' },
  };
})();

/** What the missing-fields dialog would list, and how it names the server's insurer markers. */
function Finishing() {
  const registry = useFinishingRegistry();
  const markers = ['accident-cause-missing', 'body-area-missing', 'invalid-icd10-selection'];
  return (
    <>
      <p>{registry.isReady() ? 'Ready to check' : 'Loading'}</p>
      <ul aria-label="Blockers">
        {registry.blockers().map((b) => (
          <li key={b.id}>{`${b.section}: ${b.label}`}</li>
        ))}
      </ul>
      <ul aria-label="Server markers">
        {markers.map((m) => {
          const named = registry.describe(`insurer.${m}`);
          return <li key={m}>{named ? `${named.section}: ${named.label}` : m}</li>;
        })}
      </ul>
    </>
  );
}

function render(me: Me = vitalityGp) {
  return renderPanel(
    <FinishingProvider>
      <InsurerOutcomesFinishing meeting={aMeeting({ patientId: 'patient-1' })} />
      <Finishing />
    </FinishingProvider>,
    me,
  );
}

/**
 * Vitality as the embedded insurer behaves (server/src/demo/demo-insurer-outcomes.ts): Routine Referral to Consultant
 * asks two questions, a "yes" to either fails it (Decline, More Info), two "no" answers accept it; other outcomes ask
 * nothing. `calculated` once every question is answered.
 */
type Answer = (
  request: RecordedRequest,
  vitality: (request: RecordedRequest) => Response,
) => Response | Promise<Response>;

function fakeVitality(
  options: {
    email?: string | null;
    answer?: Answer;
    noteTemplateId?: string;
    noteValues?: Record<string, string>;
  } = {},
) {
  const outcomes: InsurerOutcomeView[] = [];
  let email = options.email ?? null;
  const evaluate = (outcome: InsurerOutcomeView): InsurerOutcomeView => {
    const failing = outcome.rules.find((r) => r.questionAnswered === true);
    const calculated = outcome.rules.every((r) => r.questionAnswered !== null);
    const status = failing
      ? failing.ruleId === 'consultant-moratorium'
        ? 'Decline'
        : 'MoreInfo'
      : calculated
        ? 'Accept'
        : 'Refer';
    return { ...outcome, status, calculated };
  };
  const rulesOf = (name: string) =>
    name === 'Routine Referral to Consultant'
      ? [
          {
            ruleId: 'consultant-moratorium',
            question: MORATORIUM,
            answer: null,
            questionAnswered: null,
            override: false,
          },
          {
            ruleId: 'consultant-five-years',
            question: FIVE_YEARS,
            answer: null,
            questionAnswered: null,
            override: false,
          },
        ]
      : [];
  const patchDecision = (request: RecordedRequest) => {
    const id = request.path.split('/').at(-1)!;
    const body = request.body as PatchInsurerOutcomeDecisionBody;
    const index = outcomes.findIndex((o) => o.internalOutcomeId === id);
    const current = outcomes[index]!;
    const answers = new Map(body.rule_answers.map((a) => [a.rule_id, a.question_answered]));
    const updated = evaluate({
      ...current,
      decision: body.decision,
      rules: current.rules.map((r) => (answers.has(r.ruleId) ? { ...r, questionAnswered: answers.get(r.ruleId)! } : r)),
    });
    outcomes[index] = updated;
    return json(200, { outcome: updated });
  };
  const requests = mockApi({
    [`GET ${OUTCOMES}`]: () => json(200, { outcomesForMeeting: outcomes }),
    [`POST ${OUTCOMES}`]: (request) => {
      const body = request.body as ChooseInsurerOutcomeBody;
      const outcome = evaluate({
        internalOutcomeId: body.requestId,
        section: body.section,
        name: body.name,
        subOutcome: body.subOutcome,
        requestType: body.requestType,
        selfPay: false,
        rules: rulesOf(body.name),
        status: 'Refer',
        decision: null,
        calculated: false,
      });
      outcomes.push(outcome);
      return json(201, { outcome });
    },
    // The meeting's note is on Vitality's form: its finish reports, so it waits for the outcomes and the e-mail.
    // Its accident cause and body area are answered unless a test says otherwise.
    [`GET ${ENTRY}`]: () =>
      json(200, {
        entry: anEntry({
          templateId: options.noteTemplateId ?? INSURER_NOTE_TEMPLATE_ID,
          values: options.noteValues ?? { accidentCause: 'sport', bodyArea: 'back' },
        }),
        templateId: options.noteTemplateId ?? INSURER_NOTE_TEMPLATE_ID,
      }),
    [`GET ${EMAIL}`]: () => json(200, { email }),
    [`PUT ${SET_EMAIL}`]: (request) => {
      email = (request.body as { email: string }).email;
      return json(200, { email });
    },
    [`PATCH ${DECISION}`]: (request) => (options.answer ?? ((r, vitality) => vitality(r)))(request, patchDecision),
    [`PATCH ${SELF_PAY}`]: (request) => {
      const selfPay = (request.body as { is_self_pay: boolean }).is_self_pay;
      outcomes[0] = { ...outcomes[0]!, selfPay };
      return json(200, { outcome: outcomes[0] });
    },
    [`DELETE ${BY_ID}`]: () => {
      outcomes.splice(0, 1);
      return new Response(null, { status: 204 });
    },
  });
  return { requests };
}

describe('Vitality outcomes', { timeout: 30_000 }, () => {
  it('are asked for only by a GB clinician of an insurer partnership', async () => {
    const { requests } = fakeVitality();
    render(aBritishClinician());
    await screen.findByRole('list', { name: 'Blockers' });
    expect(screen.queryByRole('region', { name: 'Vitality outcomes' })).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('Priya chooses Routine Referral to Consultant in the history, answers both questions "No" and sees Accepted', async () => {
    // The insurer has no timeout: the first answer stays out until the test lets it through.
    let release: () => void = () => undefined;
    let answered = 0;
    const vitality = fakeVitality({
      email: 'hannah.clarke@example.co.uk',
      answer: (request, patchDecision) =>
        ++answered === 1
          ? new Promise((resolve) => {
              release = () => resolve(patchDecision(request));
            })
          : patchDecision(request),
    });
    const { user } = render();
    const card = await screen.findByRole('region', { name: 'Vitality outcomes' });
    const history = await within(card).findByRole('group', { name: 'Outcomes: History of presenting complaint' });
    expect(within(history).getByText('No outcome chosen yet.')).toBeTruthy();
    const blockers = screen.getByRole('list', { name: 'Blockers' });
    await waitFor(() =>
      expect(
        within(blockers)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Vitality: Every outcome answered (calculated)']),
    );

    await user.selectOptions(
      within(history).getByRole('combobox', { name: 'Outcome' }),
      'Routine Referral to Consultant',
    );
    expect(within(history).queryByRole('combobox', { name: 'Sub-outcome' })).toBeNull();
    await user.click(within(history).getByRole('button', { name: 'Choose outcome' }));

    const outcome = await within(history).findByRole('article', { name: 'Routine Referral to Consultant' });
    expect(within(outcome).getByText('Awaiting answers')).toBeTruthy();
    const chosen = vitality.requests.find((r) => r.method === 'POST')!.body as ChooseInsurerOutcomeBody;
    expect(chosen).toMatchObject({
      section: 'HISTORY_OF_PRESENTING_COMPLAINT',
      name: 'Routine Referral to Consultant',
      subOutcome: null,
      requestType: 'STANDARD',
    });
    expect(within(blockers).getByText('Vitality: Every outcome answered (calculated)')).toBeTruthy();

    // While an answer is out, the outcome says so and nothing can be sent twice.
    const moratorium = within(outcome).getByRole('radiogroup', { name: MORATORIUM });
    await user.click(within(moratorium).getByRole('radio', { name: 'No' }));
    expect(await within(outcome).findByText('Saving with Vitality…')).toBeTruthy();
    const fiveYears = within(outcome).getByRole('radiogroup', { name: FIVE_YEARS });
    expect((within(fiveYears).getByRole('radio', { name: 'No' }) as HTMLInputElement).disabled).toBe(true);
    expect((within(outcome).getByRole('button', { name: 'Remove' }) as HTMLButtonElement).disabled).toBe(true);
    release();
    await waitFor(() => expect(within(outcome).queryByText('Saving with Vitality…')).toBeNull());
    expect(within(outcome).getByText('Awaiting answers')).toBeTruthy();

    await user.click(within(fiveYears).getByRole('radio', { name: 'No' }));
    expect(await within(outcome).findByText('Accepted')).toBeTruthy();
    const patches = vitality.requests.filter((r) => r.method === 'PATCH');
    expect(patches.map((r) => r.query.get('meetingId'))).toEqual(['meeting-1', 'meeting-1']);
    expect(patches.at(-1)!.body).toEqual({
      decision: null,
      rule_answers: [
        { rule_id: 'consultant-moratorium', question_answered: false },
        { rule_id: 'consultant-five-years', question_answered: false },
      ],
    });
    await waitFor(() => expect(within(blockers).queryAllByRole('listitem')).toHaveLength(0));
  });

  it('keeps an answer Vitality could not take, says so, and sends it again with "Try again"', async () => {
    let calls = 0;
    fakeVitality({
      email: 'hannah.clarke@example.co.uk',
      answer: (request, patchDecision) =>
        ++calls === 1 ? apiError(503, 'insurer_unavailable') : patchDecision(request),
    });
    const { user } = render();
    const history = await screen.findByRole('group', { name: 'Outcomes: History of presenting complaint' });
    await user.selectOptions(
      within(history).getByRole('combobox', { name: 'Outcome' }),
      'Routine Referral to Consultant',
    );
    await user.click(within(history).getByRole('button', { name: 'Choose outcome' }));
    const outcome = await within(history).findByRole('article', { name: 'Routine Referral to Consultant' });

    const moratorium = within(outcome).getByRole('radiogroup', { name: MORATORIUM });
    await user.click(within(moratorium).getByRole('radio', { name: 'Yes' }));
    const alert = await within(outcome).findByRole('alert');
    expect(within(alert).getByText('Vitality could not be reached. Nothing was changed — try again.')).toBeTruthy();
    expect((within(moratorium).getByRole('radio', { name: 'Yes' }) as HTMLInputElement).checked).toBe(true);

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(outcome).queryByRole('alert')).toBeNull());
    await user.click(
      within(within(outcome).getByRole('radiogroup', { name: FIVE_YEARS })).getByRole('radio', { name: 'No' }),
    );
    expect(await within(outcome).findByText('Indicative Decline')).toBeTruthy();
    expect(calls).toBe(3);
  });

  it('asks for a sub-outcome of Referral to Vitality before anything is sent, then toggles self-pay and removes it', async () => {
    const vitality = fakeVitality({ email: 'hannah.clarke@example.co.uk' });
    const { user } = render();
    const info = await screen.findByRole('group', { name: 'Outcomes: Information for Vitality' });
    await user.click(within(info).getByRole('button', { name: 'Choose outcome' }));
    expect(within(info).getByText('Choose an outcome first.')).toBeTruthy();

    await user.selectOptions(within(info).getByRole('combobox', { name: 'Outcome' }), 'Referral to Vitality');
    const sub = within(info).getByRole('combobox', { name: 'Sub-outcome' });
    expect(
      within(sub)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose a sub-outcome',
      'Discuss Policy',
      'Personal Details Update',
      'Patient wants Lifestyle surgeries',
    ]);
    await user.click(within(info).getByRole('button', { name: 'Choose outcome' }));
    expect(within(info).getByText('Choose a sub-outcome.')).toBeTruthy();
    expect(vitality.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.selectOptions(sub, 'Discuss Policy');
    await user.click(within(info).getByRole('button', { name: 'Choose outcome' }));
    const outcome = await within(info).findByRole('article', { name: 'Referral to Vitality — Discuss Policy' });
    // No questions: Vitality accepts it at once.
    expect(within(outcome).getByText('Accepted')).toBeTruthy();
    expect(vitality.requests.find((r) => r.method === 'POST')!.body).toMatchObject({ subOutcome: 'Discuss Policy' });

    await user.click(within(outcome).getByRole('checkbox', { name: 'Self-pay' }));
    await waitFor(() =>
      expect((within(outcome).getByRole('checkbox', { name: 'Self-pay' }) as HTMLInputElement).checked).toBe(true),
    );
    expect(vitality.requests.find((r) => r.path.includes('/self-pay/'))!.body).toEqual({ is_self_pay: true });

    await user.click(within(outcome).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(info).queryByRole('article')).toBeNull());
    expect(within(info).getByText('No outcome chosen yet.')).toBeTruthy();
  });

  it('blocks finishing while the note has no accident cause or body area, as the server would', async () => {
    fakeVitality({ email: 'hannah.clarke@example.co.uk', noteValues: { consultationSummary: 'Back pain' } });
    render();
    await screen.findByRole('region', { name: 'Vitality outcomes' });
    const blockers = screen.getByRole('list', { name: 'Blockers' });
    await waitFor(() =>
      expect(
        within(blockers)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Vitality: Accident cause', 'Vitality: Body area', 'Vitality: Every outcome answered (calculated)']),
    );
  });

  it('checks the account holder e-mail before sending it, and blocks finishing until a valid one is saved', async () => {
    const vitality = fakeVitality({ email: null });
    const { user } = render();
    const card = await screen.findByRole('region', { name: 'Vitality outcomes' });
    const blockers = screen.getByRole('list', { name: 'Blockers' });
    await waitFor(() =>
      expect(
        within(blockers)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Vitality: Every outcome answered (calculated)', 'Vitality: A valid account-holder e-mail']),
    );

    const field = await within(card).findByRole('textbox', { name: /Account holder e-mail/ });
    await user.type(field, 'hannah.clarke@example');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(within(card).getByText('Enter a valid e-mail address, for example name@example.co.uk.')).toBeTruthy();
    expect(vitality.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await user.type(field, '.co.uk');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    await within(card).findByText('Saved');
    expect(vitality.requests.find((r) => r.method === 'PUT')!.body).toEqual({
      user_id: 'patient-1',
      meeting_id: 'meeting-1',
      email: 'hannah.clarke@example.co.uk',
    });
    await waitFor(() =>
      expect(
        within(blockers)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Vitality: Every outcome answered (calculated)']),
    );
  });

  it('holds up only a consultation written on Vitality’s form, as the server does', async () => {
    fakeVitality({ email: null, noteTemplateId: 'medical-record/GB/v1' });
    render();
    await screen.findByRole('group', { name: 'Outcomes: Management plan' });
    await screen.findByText('Ready to check');
    expect(within(screen.getByRole('list', { name: 'Blockers' })).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('names the markers the server reports missing for Vitality', async () => {
    fakeVitality();
    render();
    const named = await screen.findByRole('list', { name: 'Server markers' });
    await waitFor(() =>
      expect(
        within(named)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Vitality: Accident cause', 'Vitality: Body area', 'Vitality: A valid ICD-10 diagnosis']),
    );
  });
});

describe('Vitality outcomes in the other languages', () => {
  afterEach(() => chooseLanguage('en'));

  it('keeps Vitality’s name and says what the finish could not do', async () => {
    await chooseLanguage('sv');
    expect(i18n.t('insurerOutcomes.status.Decline')).toBe('Preliminärt avslag');
    expect(i18n.t('insurerOutcomes.finishing.sending')).toBe('Skickar rapporten till Vitality …');
    await chooseLanguage('de');
    expect(i18n.t('insurerOutcomes.markers.calculated-outcomes-missing')).toBe(
      'Alle Ergebnisse beantwortet (berechnet)',
    );
  });
});
