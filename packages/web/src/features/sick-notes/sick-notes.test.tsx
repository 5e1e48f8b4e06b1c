import { dayKey, type SickNoteBody } from '@konsult/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aMeeting } from '../../test/fixtures';
import { apiError, json, mockApi } from '../../test/mock-api';
import { renderPanel } from '../../test/render-panel';
import { fromIssues } from './components/sick-note-form';
import { SickNotePanel } from './components/sick-note-panel';

const today = dayKey(Date.now(), 'Europe/Stockholm');
const day = (offset: number) => {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
};
const PATH = '/api/meeting/webcertsicknote/meeting-1';

beforeEach(() => window.localStorage.setItem('konsult.language', 'en'));

const signedNote = (body: SickNoteBody) => ({
  sickNote: {
    id: body.request_id,
    meetingId: 'meeting-1',
    patientId: 'patient-1',
    certificateId: 'FK7804-ABC',
    status: 'SIGNED',
    diagnosisCode: body.diagnosis_code,
    diagnosisText: body.diagnosis_text,
    basis: body.basis,
    basisDate: body.basis_date,
    functionImpairment: body.function_impairment,
    activityLimitation: body.activity_limitation,
    occupation: body.occupation,
    periods: body.periods,
    measures: body.measures,
    measuresText: body.measures_text,
    messageBody: body.message_body,
    signedBy: 'Anna Lindgren',
    signedAt: Date.now(),
    patientMessageId: 'message-1',
  },
});

const type = (name: string | RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

describe('the sick-note panel', { timeout: 20_000 }, () => {
  it('starts from the note’s diagnosis; a service that is down keeps what was typed, and a retry signs the same note', async () => {
    let attempts = 0;
    const requests = mockApi({
      [`GET ${PATH}`]: json(200, { sickNotes: [], diagnosis: { code: 'F43.2', text: 'Anpassningsstörning' } }),
      [`POST ${PATH}`]: (request) =>
        ++attempts === 1
          ? apiError(503, 'certificate_service_unavailable')
          : json(201, signedNote(request.body as SickNoteBody)),
    });
    const { user } = renderPanel(<SickNotePanel meeting={aMeeting()} />);
    expect(((await screen.findByRole('textbox', { name: /ICD-10 code/ })) as HTMLInputElement).value).toBe('F43.2');
    expect((screen.getByRole('textbox', { name: /^Diagnosis/ }) as HTMLInputElement).value).toBe('Anpassningsstörning');

    type(/^Occupation/, 'Förskollärare');
    type(/^Impairment of function/, 'Nedsatt koncentration.');
    type(/^Activity limitation/, 'Klarar inte hela arbetsdagar.');
    const first = screen.getByRole('group', { name: 'Period 1' });
    fireEvent.change(within(first).getByLabelText(/^To/), { target: { value: day(13) } });
    await user.click(screen.getByRole('button', { name: 'Sign and send' }));

    expect(await screen.findByText(/The certificate service is not available/)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Occupation/ }) as HTMLInputElement).value).toBe('Förskollärare');

    await user.click(screen.getByRole('button', { name: 'Sign and send' }));
    expect(await screen.findByText(/The sick note is signed and sent to Försäkringskassan/)).toBeTruthy();
    const posts = requests.filter((r) => r.method === 'POST').map((r) => r.body as SickNoteBody);
    expect(posts).toHaveLength(2);
    expect(posts[1]!.request_id).toBe(posts[0]!.request_id);
    expect(posts[1]).toMatchObject({
      diagnosis_code: 'F43.2',
      occupation: 'Förskollärare',
      periods: [{ degree: 100, from: today, to: day(13) }],
    });
  });

  it('shows an overlap at the later period and sends nothing', async () => {
    const requests = mockApi({ [`GET ${PATH}`]: json(200, { sickNotes: [], diagnosis: null }) });
    const { user } = renderPanel(<SickNotePanel meeting={aMeeting()} />);
    await screen.findByRole('textbox', { name: /ICD-10 code/ });
    fireEvent.change(within(screen.getByRole('group', { name: 'Period 1' })).getByLabelText(/^To/), {
      target: { value: day(13) },
    });
    await user.click(screen.getByRole('button', { name: 'Add period' }));
    const second = screen.getByRole('group', { name: 'Period 2' });
    fireEvent.change(within(second).getByLabelText(/^From/), { target: { value: day(5) } });
    fireEvent.change(within(second).getByLabelText(/^To/), { target: { value: day(20) } });
    await user.click(screen.getByRole('button', { name: 'Sign and send' }));

    await waitFor(() => expect(within(second).getByText('Overlaps period 1: periods must not overlap.')).toBeTruthy());
    expect(within(screen.getByRole('group', { name: 'Period 1' })).queryByText(/Overlaps/)).toBeNull();
    expect(screen.getAllByText('Required.').length).toBeGreaterThanOrEqual(4);
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });
});

describe('the server’s refusal', () => {
  it('is read back to the fields it names', () => {
    expect(
      fromIssues([
        { path: 'body.periods.1.from', code: 'overlap' },
        { path: 'body.occupation', code: 'required' },
        { path: 'body.x', code: 'something_else' },
      ]),
    ).toEqual({
      'periods.1.from': { path: 'periods.1.from', code: 'overlap' },
      occupation: { path: 'occupation', code: 'required' },
    });
  });
});
