import { INSURER_NOTE_TEMPLATE_ID, type Me } from '@konsult/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  FINISH_PATH,
  findReadyFinishing,
  MEETING_ID,
  mockConsultationServer,
  requestsTo,
} from '../../test/consultation-api';
import { aBritishClinician, anEntry, anEvaluationResponse } from '../../test/fixtures';
import { apiError, json } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

/**
 * Priya Shah, a GP of the Vitality partnership, ends a meeting whose forms are complete: her finish sends the report to
 * Vitality first (seed 002 §4), and Vitality may stop it — once for a traumatic injury, or because it cannot be reached
 * or the report cannot be built. The meeting stays open each time, and she is told why.
 */
const vitalityGp: Me = (() => {
  const gb = aBritishClinician();
  return { ...gb, id: 'clinician-priya', pool: { ...gb.pool, partnership: 'VITALITY', partnershipKind: 'INSURER' } };
})();

const OUTCOMES = `/api/uk/vitality/v1/clinician/outcomes/${MEETING_ID}`;

const completeVitalityMeeting = {
  me: vitalityGp,
  routes: {
    [`GET /api/uk/meeting/${MEETING_ID}/checkboxes`]: () =>
      json(200, {
        checkboxes: {
          clearInstructions: false,
          correctDocuments: false,
          noTasksConfirmation: true,
          noPrescriptionsConfirmation: false,
        },
        required: ['noTasksConfirmation'],
      }),
    [`GET /api/uk/meeting/${MEETING_ID}/tasks`]: () => json(200, { tasks: [], allowedTypes: [] }),
    // One outcome, both questions answered: calculated. The account holder's e-mail is valid.
    [`GET ${OUTCOMES}`]: () =>
      json(200, {
        outcomesForMeeting: [
          {
            internalOutcomeId: 'outcome-1',
            section: 'HISTORY_OF_PRESENTING_COMPLAINT',
            name: 'Routine Referral to Consultant',
            subOutcome: null,
            requestType: 'STANDARD',
            selfPay: false,
            rules: [
              {
                ruleId: 'consultant-moratorium',
                question: 'Moratorium?',
                answer: 'Accept',
                questionAnswered: false,
                override: false,
              },
            ],
            status: 'Accept',
            decision: null,
            calculated: true,
          },
        ],
      }),
    [`GET /api/uk-identity/vitality/patient-email/meeting/${MEETING_ID}/user/patient-1`]: () =>
      json(200, { email: 'hannah.clarke@example.co.uk' }),
  },
  // Written on Vitality's form: only such a consultation reports to Vitality (seed 002 §6).
  noteTemplateId: INSURER_NOTE_TEMPLATE_ID,
  entry: anEntry({
    templateId: INSURER_NOTE_TEMPLATE_ID,
    values: {
      consultationSummary: 'Low back pain for three weeks after lifting.',
      examinationFindings: 'Paraspinal tenderness, no neurological deficit.',
      primary_diagnosis: 'M54.5 Low back pain',
      managementPlan: 'Refer to a consultant.',
      confirmFormSubmission: true,
      accidentCause: 'work',
      bodyArea: 'back',
    },
  }),
  evaluation: anEvaluationResponse({
    templateId: 'evaluation/GB/DOCTOR/v1',
    evaluation: {
      meetingId: MEETING_ID,
      templateId: 'evaluation/GB/DOCTOR/v1',
      values: {
        prescription_created: 'no',
        sick_note_created: 'no',
        refer_further_care: 'yes',
        refer_further_care_specify: 'Orthopaedics',
        'required-physical-care': 'no',
      },
      version: 1,
      updatedAt: 0,
    },
  }),
};

beforeEach(() => window.localStorage.setItem('konsult.language', 'en'));

async function endMeeting() {
  const view = renderApp(`/emr/${MEETING_ID}`);
  const finishing = await findReadyFinishing('Information for Vitality');
  await screen.findByText('Accepted');
  const finish = async () => {
    await view.user.click(within(finishing).getByRole('button', { name: 'End meeting' }));
    const confirm = await screen.findByRole('dialog', { name: 'End the meeting?' });
    await view.user.click(within(confirm).getByRole('button', { name: 'End meeting' }));
  };
  return { ...view, finishing, finish };
}

describe('finishing for Vitality', { timeout: 30_000 }, () => {
  it('voids the outcome summary after a traumatic injury, and the next finish sends the report', async () => {
    let finishes = 0;
    let release: () => void = () => undefined;
    const { requests } = mockConsultationServer({
      ...completeVitalityMeeting,
      routes: {
        ...completeVitalityMeeting.routes,
        [`POST ${FINISH_PATH}`]: () =>
          ++finishes === 1
            ? apiError(409, 'insurer_traumatic_injury', 'Traumatic injury recorded.')
            : new Promise((resolve) => {
                release = () => resolve(json(200, { status: 'COMPLETED', entry: null }));
              }),
      },
    });
    const { finishing, finish, router } = await endMeeting();

    await finish();
    const alert = await within(finishing).findByRole('alert');
    expect(
      within(alert).getByText(
        'Traumatic injury recorded: the outcome summary to the main account holder has been voided. Finish again to send the report to Vitality.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe(`/emr/${MEETING_ID}`);

    await finish();
    expect(await within(finishing).findByText('Sending the report to Vitality…')).toBeTruthy();
    expect(within(finishing).queryByRole('alert')).toBeNull();
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(requestsTo(requests, 'POST', FINISH_PATH)).toHaveLength(2);
  });

  it('says Vitality could not be reached, and that nothing was sent', async () => {
    mockConsultationServer({
      ...completeVitalityMeeting,
      routes: {
        ...completeVitalityMeeting.routes,
        [`POST ${FINISH_PATH}`]: () => apiError(503, 'insurer_unavailable', 'The insurer is unavailable.'),
      },
    });
    const { finishing, finish } = await endMeeting();
    await finish();
    const alert = await within(finishing).findByRole('alert');
    expect(
      within(alert).getByText(
        'Vitality could not be reached. Nothing was sent and the meeting is still open — try again.',
      ),
    ).toBeTruthy();
    // Not a signing failure: no contact-support modal.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says the report could not be built, and the meeting is still open', async () => {
    mockConsultationServer({
      ...completeVitalityMeeting,
      routes: {
        ...completeVitalityMeeting.routes,
        [`POST ${FINISH_PATH}`]: () => apiError(422, 'insurer_report_failed', 'The report could not be built.'),
      },
    });
    const { finishing, finish } = await endMeeting();
    await finish();
    const alert = await within(finishing).findByRole('alert');
    expect(
      within(alert).getByText(
        'The report to Vitality could not be built. The meeting is still open; contact support if this persists.',
      ),
    ).toBeTruthy();
  });
});
