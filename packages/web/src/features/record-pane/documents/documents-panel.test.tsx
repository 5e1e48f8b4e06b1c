import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aMeeting } from '../../../test/fixtures';
import { apiError, json, mockApi } from '../../../test/mock-api';
import { renderAs } from '../testing';
import { DocumentsPanel } from './documents-panel';

const DOCUMENTS_PATH = '/api/medicalrecord/patientdocuments';
const meeting = aMeeting({ symptoms: { formName: 'Rash', surveyInformationId: 'survey-9' } });
const documents = {
  patientDocuments: [
    { patientDocumentId: 'doc-1', createdAt: Date.UTC(2026, 10, 19, 9, 0) },
    { patientDocumentId: 'doc-2', createdAt: Date.UTC(2026, 10, 20, 9, 0) },
  ],
};

beforeEach(() => window.localStorage.setItem('konsult.language', 'en'));

function renderPanel() {
  return renderAs(<DocumentsPanel patientId="patient-1" meeting={meeting} />);
}

describe('documents tab', () => {
  it('asks for the patient’s documents of this meeting’s survey and lists them as thumbnails', async () => {
    const requests = mockApi({ [`GET ${DOCUMENTS_PATH}`]: json(200, documents) });
    renderPanel();
    const first = await screen.findByRole('button', { name: 'Open document from 19 Nov 2026' });
    expect(first.querySelector('img')?.getAttribute('src')).toBe(
      '/api/medicalrecord/patientdocuments/doc-1/image?meetingId=meeting-1',
    );
    const query = requests.find((r) => r.path === DOCUMENTS_PATH)!.query;
    expect(Object.fromEntries(query)).toEqual({
      patientId: 'patient-1',
      meetingId: 'meeting-1',
      surveyInformationId: 'survey-9',
    });
  });

  it('opens a document in the image viewer and steps to the next and back', async () => {
    mockApi({ [`GET ${DOCUMENTS_PATH}`]: json(200, documents) });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Open document from 19 Nov 2026' }));

    let dialog = await screen.findByRole('dialog', { name: 'Document 1 of 2 · 19 Nov 2026' });
    expect(within(dialog).getByRole('img', { name: 'Document from 19 Nov 2026' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    dialog = await screen.findByRole('dialog', { name: 'Document 2 of 2 · 20 Nov 2026' });
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe(
      '/api/medicalrecord/patientdocuments/doc-2/image?meetingId=meeting-1',
    );
    expect(within(dialog).getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('dialog', { name: 'Document 1 of 2 · 19 Nov 2026' })).toBeTruthy();
  });

  it('refreshes the list, and keeps it with a banner when the refresh fails', async () => {
    let answer = json(200, { patientDocuments: documents.patientDocuments.slice(0, 1) });
    mockApi({ [`GET ${DOCUMENTS_PATH}`]: () => answer.clone() });
    const { user } = renderPanel();
    await screen.findByRole('button', { name: 'Open document from 19 Nov 2026' });

    answer = json(200, documents);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('button', { name: 'Open document from 20 Nov 2026' })).toBeTruthy();

    answer = apiError(503, 'unknown', 'Down');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(
      () => expect(screen.getByRole('alert').textContent).toContain('The documents could not be refreshed'),
      { timeout: 5000 },
    );
    expect(screen.getByRole('button', { name: 'Open document from 20 Nov 2026' })).toBeTruthy();
  });

  it('in the meetingless view lists the documents by date, their images being read through a meeting', async () => {
    const requests = mockApi({ [`GET ${DOCUMENTS_PATH}`]: json(200, documents) });
    renderAs(<DocumentsPanel patientId="patient-1" meeting={null} />);
    expect(await screen.findByText('Document from 20 Nov 2026')).toBeTruthy();
    expect(screen.getByText(/Open one of the patient’s meetings/)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(Object.fromEntries(requests[0]!.query)).toEqual({ patientId: 'patient-1' });
  });

  it('says when the patient attached nothing', async () => {
    mockApi({ [`GET ${DOCUMENTS_PATH}`]: json(200, { patientDocuments: [] }) });
    renderPanel();
    expect(await screen.findByText('The patient has not attached any documents.')).toBeTruthy();
  });

  it('shows a first failure with a way to try again', async () => {
    let fail = true;
    mockApi({ [`GET ${DOCUMENTS_PATH}`]: () => (fail ? apiError(404, 'notFound') : json(200, documents)) });
    const { user } = renderPanel();
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load the documents');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Open document from 20 Nov 2026' })).toBeTruthy();
  });
});
