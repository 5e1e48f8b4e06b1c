import type { LabMeasurements, LabTest, LabTestMeta } from '@konsult/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failingUntilRecovered, tryAgainFromErrorBanner } from '../../test/error-banner';
import { aClinician } from '../../test/fixtures';
import { apiError, json, mockApi } from '../../test/mock-api';
import { renderPanel } from '../../test/render-panel';
import { formatLabValue, rangeText } from './format';
import { HealthChecksPanel } from './index';

const LIST = 'GET /api/lab-test/clinician/lab-tests';
const TEST = (id: string) => `GET /api/lab-test/clinician/lab-tests/${id}`;
const MEASUREMENTS = 'GET /api/lab-test/clinician/measurements';
const day = Date.UTC(2026, 10, 3, 14, 0);

function aMeta(overrides: Partial<LabTestMeta> = {}): LabTestMeta {
  return {
    id: 'test-1',
    type: { localizationKey: 'health_check_extended' },
    status: 'COMPLETE',
    updatedAt: day,
    encounterId: 'visit-1',
    source: 'DMS_SE',
    ...overrides,
  };
}

function aLabTest(overrides: Partial<LabTest> = {}): LabTest {
  return {
    ...aMeta(),
    conclusion: 'Lätt förhöjt TSH; kontrollera om 6–8 veckor.',
    reviewerFullName: 'Anna Lindgren',
    results: [
      {
        marker: { id: 'hemoglobin', localizationKey: 'hemoglobin', categoryLocalizationKey: 'blood_count' },
        valueQuantity: { value: 131, comparator: null, unit: 'g/L' },
        referenceRange: { low: 117, high: 153 },
        dataMissingReason: null,
      },
      {
        marker: { id: 'crp', localizationKey: 'crp', categoryLocalizationKey: 'inflammation' },
        valueQuantity: { value: 5, comparator: '<', unit: 'mg/L' },
        referenceRange: { low: null, high: 5 },
        dataMissingReason: null,
      },
      {
        marker: { id: 'tsh', localizationKey: 'tsh', categoryLocalizationKey: 'thyroid' },
        valueQuantity: { value: 4.8, comparator: null, unit: 'mIE/L' },
        referenceRange: { low: 0.4, high: 4 },
        dataMissingReason: null,
      },
      {
        marker: { id: 'potassium', localizationKey: 'potassium', categoryLocalizationKey: 'electrolytes' },
        valueQuantity: null,
        referenceRange: { low: 3.5, high: 4.4 },
        dataMissingReason: 'Hemolyserat prov',
      },
      {
        marker: { id: 'x-new', localizationKey: 'x_new_marker', categoryLocalizationKey: 'thyroid' },
        valueQuantity: { value: 85, comparator: null, unit: 'kIE/L' },
        referenceRange: null,
        dataMissingReason: null,
      },
    ],
    healthForm: {
      questions: [
        { question: 'Röker du?', answer: 'Nej' },
        { question: 'Har du haft något av följande?', answers: ['Huvudvärk', 'Trötthet'] },
      ],
    },
    ...overrides,
  };
}

const measurements: LabMeasurements = {
  encounterId: 'visit-1',
  measuredAt: day,
  bloodPressure: { systolic: 142, diastolic: 91, unit: 'mmHg' },
  pulse: { value: 76, unit: '/min' },
  height: { value: 167, unit: 'cm' },
  weight: { value: 63.2, unit: 'kg' },
  waist: null,
  bmi: { value: 22.7, unit: 'kg/m²' },
};

const english = aClinician({ locale: 'en' });
const render = () => renderPanel(<HealthChecksPanel patientId="patient-1" />, english);

describe('health checks panel', () => {
  it('asks for both sources and lists only completed tests, newest first, with type, date and source', async () => {
    const requests = mockApi({
      [LIST]: json(200, {
        labTestsMetaData: [
          aMeta({
            id: 'old',
            type: { localizationKey: 'iron_status' },
            updatedAt: day - 86_400_000 * 30,
            source: 'VACCINA',
          }),
          aMeta(),
          aMeta({ id: 'running', status: 'IN_PROGRESS', updatedAt: day + 1 }),
        ],
      }),
    });
    render();
    const list = await screen.findByRole('list', { name: 'Completed lab tests' });
    expect(requests[0]?.query.get('patientId')).toBe('patient-1');
    expect(requests[0]?.query.get('source')).toBe('VACCINA,DMS_SE');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Health check, extended');
    expect(items[0]!.textContent).toContain('3 Nov 2026 · DMS');
    expect(items[1]!.textContent).toContain('Iron status');
    expect(items[1]!.textContent).toContain('Vaccina');
  });

  it('opens a test into the doctor’s comment, results by category with their assessment in words, measurements and health form', async () => {
    const requests = mockApi({
      [LIST]: json(200, { labTestsMetaData: [aMeta()] }),
      [TEST('test-1')]: json(200, aLabTest()),
      [MEASUREMENTS]: json(200, measurements),
    });
    const { user } = render();
    const toggle = await screen.findByRole('button', { name: /Health check, extended/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    const comment = await screen.findByRole('region', { name: 'Doctor’s comment' });
    expect(comment.textContent).toContain('Lätt förhöjt TSH');
    expect(comment.textContent).toContain('Reviewed by Anna Lindgren');

    const blood = screen.getByRole('table', { name: 'Blood count' });
    expect(within(blood).getByRole('row', { name: /Haemoglobin/ }).textContent).toContain('131 g/L117–153✓ Normal');
    const crp = within(screen.getByRole('table', { name: 'Inflammation' })).getByRole('row', { name: /CRP/ });
    expect(crp.textContent).toContain('<5 mg/L');
    expect(crp.textContent).toContain('≤ 5');
    expect(crp.textContent).toContain('Normal');
    const thyroid = screen.getByRole('table', { name: 'Thyroid (1 out of range)' });
    expect(within(thyroid).getByRole('row', { name: /TSH/ }).textContent).toContain('Out of range (high)');
    // A marker the catalogue does not know shows its key; no range: unknown.
    expect(within(thyroid).getByRole('row', { name: /x_new_marker/ }).textContent).toContain('None given');
    expect(within(thyroid).getByRole('row', { name: /x_new_marker/ }).textContent).toContain('Unknown');
    const potassium = within(screen.getByRole('table', { name: 'Salts' })).getByRole('row', { name: /Potassium/ });
    expect(potassium.textContent).toContain('No value');
    expect(potassium.textContent).toContain('Hemolyserat prov');
    expect(potassium.textContent).toContain('Unknown');

    const body = await screen.findByRole('region', { name: 'Body measurements' });
    await waitFor(() => expect(body.textContent).toContain('142/91 mmHg'));
    expect(body.textContent).toContain('Pulse76 /min');
    expect(body.textContent).toContain('BMI22.7 kg/m²');
    expect(body.textContent).not.toContain('Waist');
    expect(requests.find((r) => r.path.endsWith('/measurements'))?.query.get('encounterId')).toBe('visit-1');

    const form = screen.getByRole('region', { name: 'Health form' });
    expect(form.textContent).toContain('Röker du?Nej');
    expect(form.textContent).toContain('Huvudvärk and Trötthet');
  });

  it('without a lab visit it asks for no measurements and says none were taken', async () => {
    const requests = mockApi({
      [LIST]: json(200, { labTestsMetaData: [aMeta({ encounterId: null })] }),
      [TEST('test-1')]: json(200, aLabTest({ encounterId: null, healthForm: null, conclusion: null })),
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: /Health check, extended/ }));
    expect(await screen.findByText('No body measurements were taken at this visit.')).toBeTruthy();
    expect(screen.getByText('The patient filled in no health form.')).toBeTruthy();
    expect(screen.getByText('The doctor left no comment.')).toBeTruthy();
    expect(requests.some((r) => r.path.endsWith('/measurements'))).toBe(false);
  });

  it('shows a spinner while loading, then the not-found text when there are no completed tests', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockApi({ [LIST]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    render();
    expect(await screen.findByRole('status', { name: 'Loading health checks' })).toBeTruthy();
    answer(json(200, { labTestsMetaData: [aMeta({ status: 'CANCELLED' })] }));
    expect(await screen.findByText('No completed health checks were found for this patient.')).toBeTruthy();
  });

  it('a 404 on the list says it could not find the lab tests, exactly as the seed words it', async () => {
    mockApi({ [LIST]: apiError(404, 'notFound') });
    render();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Could not find lab tests. Please try again or contact us on slack at #ask-tech.',
    );
  });

  it('any other failure says there was an error while getting it, and trying again asks again', async () => {
    // A 4xx, so the hook does not retry on its own first (it retries 5xx twice).
    const server = failingUntilRecovered(
      () => apiError(403, 'forbidden'),
      () => json(200, { labTestsMetaData: [aMeta()] }),
    );
    mockApi({ [LIST]: server.reply });
    const { user } = render();
    await tryAgainFromErrorBanner(
      user,
      'There was an error while getting the lab tests. Please try again or contact us on slack at #ask-tech.',
      server.recover,
    );
    expect(await screen.findByRole('list', { name: 'Completed lab tests' })).toBeTruthy();
  });

  it('an opened test that is gone, or measurements that fail, say so in the seed’s words', async () => {
    mockApi({
      [LIST]: json(200, { labTestsMetaData: [aMeta(), aMeta({ id: 'test-2', updatedAt: day - 1 })] }),
      [TEST('test-1')]: apiError(404, 'notFound'),
      [TEST('test-2')]: json(200, aLabTest({ id: 'test-2' })),
      [MEASUREMENTS]: apiError(400, 'invalid_input'),
    });
    const { user } = render();
    const [first, second] = await screen.findAllByRole('button', { name: /Health check, extended/ });
    await user.click(first!);
    expect(
      await screen.findByText('Could not find lab test. Please try again or contact us on slack at #ask-tech.'),
    ).toBeTruthy();
    await user.click(second!);
    expect(
      await screen.findByText(
        'There was an error while getting the measurements. Please try again or contact us on slack at #ask-tech.',
      ),
    ).toBeTruthy();
  });
});

describe('lab value formats', () => {
  it('write comparators, Swedish decimals and one-sided ranges', () => {
    expect(formatLabValue({ value: 4.8, comparator: null, unit: 'mIE/L' }, 'sv-SE')).toBe('4,8 mIE/L');
    expect(formatLabValue({ value: 90, comparator: '>=', unit: null }, 'en-GB')).toBe('≥90');
    expect(rangeText({ low: 60, high: null }, 'en-GB')).toEqual({ kind: 'atLeast', low: '60' });
    expect(rangeText(null, 'en-GB')).toEqual({ kind: 'none' });
  });
});
