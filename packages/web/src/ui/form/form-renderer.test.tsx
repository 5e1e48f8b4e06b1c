import {
  applyEvaluationContext,
  type FieldValue,
  type FormTemplate,
  type FormValues,
  formTemplateById,
} from '@konsult/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { json, mockApi } from '../../test/mock-api';
import { renderUi } from '../../test/render-ui';
import { FormRenderer, type FormRendererProps } from './form-renderer';

function template(id: string): FormTemplate {
  const found = formTemplateById(id);
  if (!found) throw new Error(`no template ${id}`);
  return found;
}

/** The renderer with its values kept in state, as the autosaved forms keep them. */
function ControlledForm(props: Omit<FormRendererProps, 'values' | 'onChange'> & { initial?: FormValues }) {
  const [values, setValues] = useState<FormValues>(props.initial ?? {});
  return (
    <>
      <FormRenderer
        {...props}
        values={values}
        onChange={(name, value: FieldValue) => setValues({ ...values, [name]: value })}
      />
      <output data-testid="values">{JSON.stringify(values)}</output>
    </>
  );
}

const valuesShown = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}') as FormValues;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  mockApi({
    'GET /api/medicalrecord/clinician/non-recommended-icd-codes': json(200, { icdCodes: [] }),
    'GET /api/medicalrecord/icd10': json(200, { codes: [] }),
  });
});

describe('form renderer: conditional fields', () => {
  it('asks why the patient was not helped only after the clinician answers No', async () => {
    const { user } = renderUi(<ControlledForm template={template('evaluation/SE/DOCTOR/v1')} />);

    const helped = screen.getByRole('radiogroup', { name: 'Was the patient helped?' });
    expect(screen.queryByRole('radiogroup', { name: 'Why was the patient not helped?' })).toBeNull();

    await user.click(within(helped).getByRole('radio', { name: 'No' }));
    const reason = screen.getByRole('radiogroup', { name: 'Why was the patient not helped?' });
    expect(valuesShown()).toEqual({ patient_helped: 'false' });

    await user.click(within(reason).getByRole('radio', { name: 'Not suitable for digital care' }));
    expect(screen.getByRole('radiogroup', { name: 'Why was the contact not suitable for digital care?' })).toBeTruthy();

    // Back to Yes: the follow-ups go (and the not-suitable one with its parent), the answers stay in the values.
    await user.click(within(helped).getByRole('radio', { name: 'Yes' }));
    expect(screen.queryByRole('radiogroup', { name: 'Why was the patient not helped?' })).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: 'Why was the contact not suitable for digital care?' })).toBeNull();
    expect(valuesShown()).toMatchObject({ patient_helped: 'true', patient_not_helped_reason: 'not-suitable' });
  });

  it('asks for the referral type only when a referral was one of the actions', async () => {
    const { user } = renderUi(
      <ControlledForm template={template('evaluation/SE/DOCTOR/v1')} initial={{ patient_helped: 'true' }} />,
    );
    const actions = screen.getByRole('group', { name: 'How was the patient helped?' });
    expect(screen.queryByRole('group', { name: /Type of referral/ })).toBeNull();

    await user.click(within(actions).getByRole('checkbox', { name: 'Referral' }));
    const types = screen.getByRole('group', { name: 'Type of referral' });
    await user.click(within(types).getByRole('checkbox', { name: 'Specialist' }));
    expect(valuesShown()).toMatchObject({ patient_helped_action: ['referral'], referral_type: ['specialist'] });
  });

  it('ticks and locks what the meeting already produced, leaving the other options free', () => {
    const evaluation = template('evaluation/SE/DOCTOR/v1');
    const forced = applyEvaluationContext(
      evaluation,
      {},
      {
        hasPrescription: true,
        hasLabReferral: false,
        hasSpecialistReferral: false,
        hasSickNote: false,
      },
    );
    renderUi(
      <FormRenderer
        template={evaluation}
        values={forced.values}
        onChange={() => undefined}
        locked={forced.locked}
        lockedOptions={forced.lockedOptions}
      />,
    );
    const helped = screen.getByRole('radiogroup', { name: 'Was the patient helped?' });
    const yes = within(helped).getByRole('radio', { name: 'Yes' }) as HTMLInputElement;
    expect(yes.checked && yes.disabled).toBe(true);
    const actions = screen.getByRole('group', { name: 'How was the patient helped?' });
    const prescription = within(actions).getByRole('checkbox', { name: 'Prescription' }) as HTMLInputElement;
    expect(prescription.checked && prescription.disabled).toBe(true);
    expect((within(actions).getByRole('checkbox', { name: 'Sick note' }) as HTMLInputElement).disabled).toBe(false);
  });

  it('disables every field of a read-only form', () => {
    renderUi(
      <FormRenderer
        template={template('medical-record/GB/v1')}
        values={{ history: 'Signed text' }}
        onChange={() => undefined}
        readOnly
      />,
    );
    for (const field of screen.getAllByRole('textbox')) expect((field as HTMLTextAreaElement).disabled).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Primary diagnosis' }) as HTMLInputElement).disabled).toBe(true);
    // GB adds safety netting, required.
    expect(screen.getByRole('textbox', { name: 'Safety netting' }).hasAttribute('required')).toBe(true);
  });
});

describe('form renderer: diagnosis fields', () => {
  it('searches ICD-10 codes once typing pauses and stores "CODE Title"', async () => {
    const requests = mockApi({
      'GET /api/medicalrecord/clinician/non-recommended-icd-codes': json(200, { icdCodes: [] }),
      'GET /api/medicalrecord/icd10': json(200, {
        codes: [
          { code: 'J02.0', title: 'Streptococcal pharyngitis' },
          { code: 'J02.9', title: 'Acute pharyngitis, unspecified' },
        ],
      }),
    });
    const { user } = renderUi(<ControlledForm template={template('medical-record/SE/v1')} />);

    await user.type(screen.getByRole('combobox', { name: 'Primary diagnosis' }), 'J02');
    // happy-dom lays nothing out, so the dropdown's positioning reports its anchor as off-screen and hides it.
    await user.click(await screen.findByRole('option', { name: 'J02.9 Acute pharyngitis, unspecified', hidden: true }));

    expect(valuesShown()).toMatchObject({ primary_diagnosis: 'J02.9 Acute pharyngitis, unspecified' });
    const searches = requests.filter((request) => request.path === '/api/medicalrecord/icd10');
    // One search for what was typed, 300 ms after the last keystroke ("J" alone is too short to search).
    expect(searches.map((request) => request.query.get('query'))).toEqual(['J02']);
    expect(searches[0]?.query.get('limit')).toBe('20');
  });

  it('warns about a non-recommended code with a link to its guideline in a new tab', async () => {
    mockApi({
      'GET /api/medicalrecord/clinician/non-recommended-icd-codes': json(200, {
        icdCodes: [{ code: 'J06.9', guidelineUrl: 'https://guidelines.example/uri' }],
      }),
    });
    renderUi(
      <FormRenderer
        template={template('medical-record/SE/v1')}
        values={{ primary_diagnosis: 'J06.9 Acute upper respiratory infection, unspecified' }}
        onChange={() => undefined}
      />,
    );
    const link = await screen.findByRole('link', { name: 'Read the guideline' });
    expect(link.getAttribute('href')).toBe('https://guidelines.example/uri');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('Not a recommended code')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('Not a recommended code')).toHaveLength(1));
  });
});

describe('form renderer: long single choices', () => {
  it("offers the insurer form's body areas in a drop-down list, and asks about a traumatic injury only after one", async () => {
    const { user } = renderUi(<ControlledForm template={template('medical-record/GB/vitality/v1')} />);
    const bodyArea = screen.getByRole('combobox', { name: 'Body area' });
    await user.selectOptions(bodyArea, 'Leg or knee');
    expect(valuesShown()).toMatchObject({ bodyArea: 'leg-knee' });
    await user.selectOptions(bodyArea, '—');
    expect(valuesShown()).toMatchObject({ bodyArea: null });

    expect(screen.queryByRole('radiogroup', { name: 'Traumatic injury?' })).toBeNull();
    const accident = screen.getByRole('radiogroup', { name: 'Related to an accident or injury?' });
    await user.click(within(accident).getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('radiogroup', { name: 'Traumatic injury?' })).toBeTruthy();
  });
});
