import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { EVALUATION_PATH, MEETING_ID, mockConsultationServer, requestsTo } from '../../test/consultation-api';
import { anEvaluationResponse } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

beforeEach(() => {
  window.localStorage.setItem('konsult.language', 'en');
});

describe('the evaluation', () => {
  it("shows the template the server chose and saves the clinician's answers", async () => {
    const { requests } = mockConsultationServer();
    const { user } = renderApp(`/emr/${MEETING_ID}`);
    const evaluation = await screen.findByRole('region', { name: 'Evaluation' });
    const helped = await within(evaluation).findByRole('radiogroup', { name: 'Was the patient helped?' });

    await user.click(within(helped).getByRole('radio', { name: 'Yes' }));
    await user.click(within(evaluation).getByRole('button', { name: 'Save now' }));

    await waitFor(() =>
      expect(requestsTo(requests, 'PUT', EVALUATION_PATH).at(-1)?.body).toEqual({
        values: { patient_helped: 'true' },
        version: 0,
      }),
    );
  });

  it('answers and locks what the meeting already produced, and saves those answers', async () => {
    const { requests } = mockConsultationServer({
      evaluation: anEvaluationResponse({
        context: { hasPrescription: true, hasLabReferral: false, hasSpecialistReferral: false, hasSickNote: false },
      }),
    });
    const { user } = renderApp(`/emr/${MEETING_ID}`);
    const evaluation = await screen.findByRole('region', { name: 'Evaluation' });
    const helped = await within(evaluation).findByRole('radiogroup', { name: 'Was the patient helped?' });

    const yes = within(helped).getByRole('radio', { name: 'Yes' }) as HTMLInputElement;
    expect(yes.checked).toBe(true);
    expect(yes.disabled).toBe(true);
    const prescription = within(evaluation).getByRole('checkbox', { name: 'Prescription' }) as HTMLInputElement;
    expect(prescription.checked && prescription.disabled).toBe(true);

    await user.click(within(evaluation).getByRole('button', { name: 'Save now' }));
    await waitFor(() =>
      expect(requestsTo(requests, 'PUT', EVALUATION_PATH).at(-1)?.body).toEqual({
        values: { patient_helped: 'true', patient_helped_action: ['prescription'] },
        version: 0,
      }),
    );
  });

  it('is not shown where no evaluation applies', async () => {
    mockConsultationServer({ evaluation: anEvaluationResponse({ templateId: null }) });
    renderApp(`/emr/${MEETING_ID}`);
    await screen.findByRole('textbox', { name: 'Reason for contact' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Evaluation' })).toBeNull());
  });
});
