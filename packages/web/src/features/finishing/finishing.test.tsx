import { ENDED_MEETINGS_STORAGE_KEY } from '@konsult/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CLINICIAN_SUPPORT_URL } from '../../lib/config';
import {
  completeSwedishMeeting,
  ENTRY_PATH,
  findReadyFinishing,
  FINISH_PATH,
  finishMissingFields,
  MEETING_ID,
  mockConsultationServer,
  requestsTo,
} from '../../test/consultation-api';
import { aBritishClinician, anEntry, anEvaluationResponse, COMPLETE_SE_NOTE } from '../../test/fixtures';
import { apiError, json } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const COMPLETE_GB_NOTE = { ...COMPLETE_SE_NOTE, safety_netting: 'Call 111 if breathing gets worse.' };
const COMPLETE_GB_EVALUATION = {
  prescription_created: 'no',
  sick_note_created: 'no',
  refer_further_care: 'yes',
  refer_further_care_specify: 'Physiotherapy',
  'required-physical-care': 'no',
};

const completeBritishMeeting = {
  me: aBritishClinician(),
  // No tasks, no prescription, and both confirmations ticked: the UK boxes ask nothing more (seed 000 §5).
  routes: {
    [`GET /api/uk/meeting/${MEETING_ID}/checkboxes`]: () =>
      json(200, {
        checkboxes: {
          clearInstructions: false,
          correctDocuments: false,
          noTasksConfirmation: true,
          noPrescriptionsConfirmation: true,
        },
        required: ['noTasksConfirmation', 'noPrescriptionsConfirmation'],
      }),
    [`GET /api/uk/meeting/${MEETING_ID}/tasks`]: () => json(200, { tasks: [], allowedTypes: [] }),
  },
  entry: anEntry({ templateId: 'medical-record/GB/v1', values: COMPLETE_GB_NOTE }),
  evaluation: anEvaluationResponse({
    templateId: 'evaluation/GB/DOCTOR/v1',
    evaluation: {
      meetingId: MEETING_ID,
      templateId: 'evaluation/GB/DOCTOR/v1',
      values: COMPLETE_GB_EVALUATION,
      version: 1,
      updatedAt: 0,
    },
  }),
};

beforeEach(() => {
  window.localStorage.setItem('konsult.language', 'en');
});

/** Opens the meeting and waits until both forms are loaded (the main button is enabled then). */
async function openMeeting(path = `/emr/${MEETING_ID}`) {
  const view = renderApp(path);
  return { ...view, finishing: await findReadyFinishing() };
}

describe('finishing: the main button', () => {
  it('reads "Sign and finish" where notes are signed', async () => {
    mockConsultationServer();
    const { finishing } = await openMeeting();
    expect(within(finishing).getByRole('button', { name: 'Sign and finish' })).toBeTruthy();
    expect(within(finishing).getByRole('button', { name: 'No-show' })).toBeTruthy();
  });

  it('reads "End meeting" where notes are not signed', async () => {
    mockConsultationServer({ me: aBritishClinician() });
    const { finishing } = await openMeeting();
    expect(within(finishing).getByRole('button', { name: 'End meeting' })).toBeTruthy();
    expect(within(finishing).queryByRole('button', { name: 'Strike note' })).toBeNull();
  });

  it('reads "Close and go back home" once the note is signed, and goes home', async () => {
    mockConsultationServer({ entry: anEntry({ values: COMPLETE_SE_NOTE, signedAt: Date.UTC(2026, 10, 21, 13, 30) }) });
    const { finishing, user, router } = await openMeeting();

    expect(within(finishing).queryByRole('button', { name: 'No-show' })).toBeNull();
    await user.click(within(finishing).getByRole('button', { name: 'Close and go back home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('finishing: required fields', () => {
  it('lists the missing required fields of the note and the evaluation and does not end the meeting', async () => {
    const { requests } = mockConsultationServer({ entry: anEntry({ values: { reason_for_contact: 'Sore throat' } }) });
    const { finishing, user, router } = await openMeeting();

    await user.click(within(finishing).getByRole('button', { name: 'Sign and finish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Required fields are missing' });
    const items = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Consultation: History',
      'Consultation: Assessment',
      'Diagnosis: Primary diagnosis',
      'Plan: Plan',
      'Outcome: Was the patient helped?',
      'Physical care: Could this have been handled digitally?',
    ]);
    expect(router.state.location.search).toMatchObject({ confirm: 1 });
    expect(within(dialog).queryByRole('button', { name: 'Sign and finish' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Back to the forms' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toEqual({});
    expect(requestsTo(requests, 'POST', FINISH_PATH)).toHaveLength(0);
  });

  it('lists what the server found missing when only it knew', async () => {
    mockConsultationServer({
      ...completeSwedishMeeting,
      routes: finishMissingFields([{ path: 'plan', code: 'required', message: 'forms.medicalRecord.section.plan' }]),
    });
    const { finishing, user } = await openMeeting();

    await user.click(within(finishing).getByRole('button', { name: 'Sign and finish' }));
    const confirm = await screen.findByRole('dialog', { name: 'Sign and finish the meeting?' });
    await user.click(within(confirm).getByRole('button', { name: 'Sign and finish' }));

    const dialog = await screen.findByRole('dialog', { name: 'Required fields are missing' });
    expect(within(dialog).getByRole('listitem').textContent).toBe('Plan: Plan');
  });
});

describe('finishing: ending the meeting', () => {
  it('saves the note first, then confirms and signs, remembers the meeting as ended and goes home', async () => {
    const { requests } = mockConsultationServer(completeSwedishMeeting);
    const { finishing, user, router } = await openMeeting();

    await user.type(screen.getByRole('textbox', { name: 'Findings' }), 'Red throat');
    await user.click(within(finishing).getByRole('button', { name: 'Sign and finish' }));

    const dialog = await screen.findByRole('dialog', { name: 'Sign and finish the meeting?' });
    // The explicit save ran before the dialog opened, without waiting for the 2 s autosave.
    expect(requestsTo(requests, 'PUT', ENTRY_PATH).at(-1)?.body).toMatchObject({
      values: { findings: 'Red throat' },
      version: 1,
    });
    expect(within(dialog).getByRole('button', { name: 'Sign later and end' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Sign and finish' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(requestsTo(requests, 'POST', FINISH_PATH).map((request) => request.body)).toEqual([
      { status: 'COMPLETED', sign: true },
    ]);
    const ended = JSON.parse(window.localStorage.getItem(ENDED_MEETINGS_STORAGE_KEY) ?? '{}') as Record<string, number>;
    expect(Object.keys(ended)).toEqual([MEETING_ID]);
  });

  it('"Sign later and end" ends the meeting without signing', async () => {
    const { requests } = mockConsultationServer(completeSwedishMeeting);
    const { finishing, user, router } = await openMeeting();

    await user.click(within(finishing).getByRole('button', { name: 'Sign and finish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign and finish the meeting?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign later and end' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(requestsTo(requests, 'POST', FINISH_PATH).at(-1)?.body).toEqual({ status: 'COMPLETED', sign: false });
  });

  it('offers only "End meeting" and Cancel where notes are not signed', async () => {
    const { requests } = mockConsultationServer(completeBritishMeeting);
    const { finishing, user, router } = await openMeeting();

    await user.click(within(finishing).getByRole('button', { name: 'End meeting' }));
    const dialog = await screen.findByRole('dialog', { name: 'End the meeting?' });
    expect(within(dialog).queryByRole('button', { name: 'Sign later and end' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'End meeting' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(requestsTo(requests, 'POST', FINISH_PATH).at(-1)?.body).toEqual({ status: 'COMPLETED', sign: false });
  });

  it('keeps the confirmation open across a reload (confirm=1)', async () => {
    mockConsultationServer(completeSwedishMeeting);
    renderApp(`/emr/${MEETING_ID}?confirm=1`);
    expect(await screen.findByRole('dialog', { name: 'Sign and finish the meeting?' })).toBeTruthy();
  });

  it('ends the meeting as a no-show from its own dialog', async () => {
    const { requests } = mockConsultationServer();
    const { finishing, user, router } = await openMeeting();

    await user.click(within(finishing).getByRole('button', { name: 'No-show' }));
    const dialog = await screen.findByRole('dialog', { name: 'End the meeting as a no-show?' });
    expect(router.state.location.search).toMatchObject({ confirmNoShow: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'End as no-show' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(requestsTo(requests, 'POST', FINISH_PATH).at(-1)?.body).toEqual({ status: 'NO_SHOW', sign: false });
  });
});

describe('finishing: unsign and strike', () => {
  it('unsigns a signed note with a reason, and the note can be edited again', async () => {
    const signed = anEntry({ values: COMPLETE_SE_NOTE, signedAt: Date.UTC(2026, 10, 21, 13, 30) });
    const { requests } = mockConsultationServer({
      entry: signed,
      routes: {
        'POST /api/medicalrecord/entry/unsign/entry-1': () =>
          json(200, { entry: { ...signed, signedAt: null, version: 2 } }),
      },
    });
    const { finishing, user, router } = await openMeeting();
    expect((screen.getByRole('textbox', { name: 'History' }) as HTMLTextAreaElement).disabled).toBe(true);

    await user.click(within(finishing).getByRole('button', { name: 'Unsign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsign the note?' });
    expect(router.state.location.search).toMatchObject({ unsign: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Unsign note' }));
    expect(within(dialog).getByText('Enter a reason')).toBeTruthy();

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Wrong dose in the plan');
    await user.click(within(dialog).getByRole('button', { name: 'Unsign note' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(requests, 'POST', '/api/medicalrecord/entry/unsign/entry-1').at(-1)?.body).toEqual({
      reason: 'Wrong dose in the plan',
    });
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'History' }) as HTMLTextAreaElement).disabled).toBe(false),
    );
    expect(within(finishing).getByRole('button', { name: 'Sign and finish' })).toBeTruthy();
  });

  it('strikes the note in a wide dialog, showing the server message when it fails, then goes home', async () => {
    let refuse = true;
    const entry = anEntry({ values: COMPLETE_SE_NOTE });
    mockConsultationServer({
      entry,
      routes: {
        'POST /api/medicalrecord/entry/strike/entry-1': () =>
          refuse
            ? apiError(409, 'entry_signed', 'Unsign the note before you strike it.')
            : json(200, { entry: { ...entry, strickenAt: 1, strickenReason: 'Wrong patient' } }),
      },
    });
    const { finishing, user, router } = await openMeeting();

    await user.click(within(finishing).getByRole('button', { name: 'Strike note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Strike the note' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason for striking' }), 'Wrong patient');
    await user.click(within(dialog).getByRole('button', { name: 'Strike' }));

    const banner = await within(dialog).findByRole('alert');
    expect(within(banner).getByText('Could not strike the note')).toBeTruthy();
    // The server's own message is English; the banner words its key in the clinician's language.
    expect(within(banner).getByText('The note is signed. Unsign it first.')).toBeTruthy();

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Strike' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('finishing: signing errors', () => {
  const BOTH = ['Retry signing', 'Finish and sign later'];
  const SIGN_LATER = ['Finish and sign later'];
  const cases = [
    { key: 'unknown_signing_general_error', title: 'Try again', choices: BOTH },
    { key: 'prn_no_connected_account', title: 'Contact support to sign', choices: SIGN_LATER },
    {
      key: 'prn_no_access_to_house_error',
      title: 'No access to this care unit in the records system',
      choices: SIGN_LATER,
    },
    { key: 'prn_unknown_error', title: 'The records system could not sign the note', choices: BOTH },
    { key: 'prn_timeout_exceeded', title: 'The records system is not responding', choices: BOTH },
  ];

  async function failToSign(key: string) {
    const view = mockConsultationServer({
      ...completeSwedishMeeting,
      routes: { [`POST ${FINISH_PATH}`]: () => apiError(502, key, 'The records system did not accept the signature.') },
    });
    const opened = await openMeeting();
    await opened.user.click(within(opened.finishing).getByRole('button', { name: 'Sign and finish' }));
    const confirm = await screen.findByRole('dialog', { name: 'Sign and finish the meeting?' });
    await opened.user.click(within(confirm).getByRole('button', { name: 'Sign and finish' }));
    return { ...view, ...opened };
  }

  it.each(cases)('$key shows "$title" offering $choices and Cancel', async ({ key, title, choices }) => {
    await failToSign(key);
    const modal = await screen.findByRole('dialog', { name: title });
    const offered = within(modal)
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter((text) => text === 'Retry signing' || text === 'Finish and sign later');
    expect(offered).toEqual(choices);
    expect(within(modal).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('explains how to contact support with a copyable message naming the meeting and the clinician', async () => {
    const { user } = await failToSign('prn_no_connected_account');
    const modal = await screen.findByRole('dialog', { name: 'Contact support to sign' });

    expect(within(modal).getByRole('heading', { name: 'How to contact support' })).toBeTruthy();
    const supportLink = within(modal).getByRole('link', { name: 'Clinician support page' });
    expect(supportLink.getAttribute('href')).toBe(CLINICIAN_SUPPORT_URL);
    expect(supportLink.getAttribute('target')).toBe('_blank');
    const message = (within(modal).getByRole('textbox', { name: 'Message to support' }) as HTMLTextAreaElement).value;
    expect(message).toContain('Meeting ID: meeting-1');
    expect(message).toContain('Clinician ID: clinician-anna');

    // user-event puts a fake clipboard in place of the browser's.
    await user.click(within(modal).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(message);
    expect(within(modal).getByRole('button', { name: 'Copied' })).toBeTruthy();
  });

  it('"Retry signing" finishes again with signing and goes home when it works', async () => {
    let attempts = 0;
    const { requests } = mockConsultationServer({
      ...completeSwedishMeeting,
      routes: {
        [`POST ${FINISH_PATH}`]: () =>
          ++attempts === 1
            ? apiError(502, 'prn_unknown_error', 'Refused')
            : json(200, { status: 'COMPLETED', entry: null }),
      },
    });
    const { finishing, user, router } = await openMeeting();
    await user.click(within(finishing).getByRole('button', { name: 'Sign and finish' }));
    const confirm = await screen.findByRole('dialog', { name: 'Sign and finish the meeting?' });
    await user.click(within(confirm).getByRole('button', { name: 'Sign and finish' }));

    const modal = await screen.findByRole('dialog', { name: 'The records system could not sign the note' });
    await user.click(within(modal).getByRole('button', { name: 'Retry signing' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(requestsTo(requests, 'POST', FINISH_PATH).map((request) => request.body)).toEqual([
      { status: 'COMPLETED', sign: true },
      { status: 'COMPLETED', sign: true },
    ]);
  });

  it('shows the support banner for an unexpected failure outside Sweden', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockConsultationServer({
      ...completeBritishMeeting,
      routes: {
        ...completeBritishMeeting.routes,
        [`POST ${FINISH_PATH}`]: () => apiError(500, 'unknown', 'Internal error'),
      },
    });
    const { finishing, user } = await openMeeting();
    await user.click(within(finishing).getByRole('button', { name: 'End meeting' }));
    const confirm = await screen.findByRole('dialog', { name: 'End the meeting?' });
    await user.click(within(confirm).getByRole('button', { name: 'End meeting' }));

    const modal = await screen.findByRole('dialog', { name: 'Try again' });
    // Notes are not signed in the UK: the only way on is finishing without signing.
    expect(within(modal).queryByRole('button', { name: 'Retry signing' })).toBeNull();
    expect(within(modal).getByRole('button', { name: 'Finish and sign later' })).toBeTruthy();
    const banner = within(finishing).getByRole('alert');
    expect(within(banner).getByText('Something went wrong while finishing the meeting')).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Clinician support page' }).getAttribute('href')).toBe(
      CLINICIAN_SUPPORT_URL,
    );
  });

  it('shows no support banner to a Swedish clinician', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await failToSign('unknown');
    await screen.findByRole('dialog', { name: 'Try again' });
    const finishing = screen.getByRole('region', { name: 'Finishing the meeting' });
    expect(within(finishing).queryByRole('alert')).toBeNull();
  });
});
