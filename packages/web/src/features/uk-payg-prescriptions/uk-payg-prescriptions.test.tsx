import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aMeeting } from '../../test/fixtures';
import { apiError, json, mockApi } from '../../test/mock-api';
import { renderPanel } from '../../test/render-panel';
import { PaygPrescriptionPanel } from './components/payg-prescription-panel';

beforeEach(() => window.localStorage.setItem('konsult.language', 'en'));

const meeting = aMeeting();
const BASE = `/api/uk/payg-prescription/meeting/${meeting.id}`;
const UPLOAD = `POST ${BASE}/user/${meeting.patientId}/pdf`;
const LIST = `GET ${BASE}`;
const none = json(200, { prescriptions: [] });
const pdfFile = (name = 'rx.pdf') => new File(['%PDF-1.4\n%…\n'], name, { type: 'application/pdf' });
const prescription = (status: 'UPLOADED' | 'SENT') => ({
  prescription: {
    id: 'rx-1',
    meetingId: meeting.id,
    patientId: meeting.patientId,
    fileName: 'rx.pdf',
    byteSize: 12,
    pageCount: 1,
    status,
    uploadedAt: Date.now(),
    sentAt: status === 'SENT' ? Date.now() : null,
    sentBy: status === 'SENT' ? 'James Whitaker' : null,
    patientMessageId: status === 'SENT' ? 'message-1' : null,
  },
});

async function continueToUpload(search: Record<string, string> = {}) {
  const view = renderPanel(<PaygPrescriptionPanel meeting={meeting} />);
  if (Object.keys(search).length > 0) await view.router.navigate({ to: '/', search });
  expect(await screen.findByText(/the patient pays the pharmacy/)).toBeTruthy();
  await view.user.click(screen.getByRole('button', { name: 'Continue' }));
  return view;
}

describe('the pay-as-you-go prescription panel', { timeout: 20_000 }, () => {
  it('refuses a file over 10 MB and one that is not a PDF by its bytes, before uploading anything', async () => {
    const requests = mockApi({ [LIST]: none });
    const { user } = await continueToUpload();
    const input = screen.getByLabelText('Prescription PDF');
    const big = pdfFile('big.pdf');
    Object.defineProperty(big, 'size', { value: 10_000_001 });
    await user.upload(input, big);
    expect((await screen.findByRole('alert')).textContent).toBe('The file is too large: at most 10 MB.');
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a])], 'rx.pdf', { type: 'application/pdf' });
    await user.upload(input, png);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This file is not a PDF.'));
    expect(requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });

  it('says what the server refused, in words for each, and a generic error for the rest', async () => {
    let answer = apiError(413, 'file_too_large');
    mockApi({ [LIST]: none, [UPLOAD]: () => answer });
    const { user } = await continueToUpload();
    const input = screen.getByLabelText('Prescription PDF');
    await user.upload(input, pdfFile());
    expect((await screen.findByRole('alert')).textContent).toBe('The file is too large: at most 10 MB.');
    answer = apiError(415, 'not_a_pdf');
    await user.upload(input, pdfFile('again.pdf'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This file is not a PDF.'));
    answer = apiError(500, 'unknown');
    await user.upload(input, pdfFile('third.pdf'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/could not be uploaded/));
  });

  it('previews the upload, sends only with both checks ticked, then offers the pharmacy map', async () => {
    const requests = mockApi({
      [LIST]: none,
      [UPLOAD]: json(201, prescription('UPLOADED')),
      [`POST ${BASE}/rx-1/send`]: json(200, prescription('SENT')),
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = await continueToUpload({ redirectToMap: '1' });
    await user.upload(screen.getByLabelText('Prescription PDF'), pdfFile());
    const preview = await screen.findByTitle('Preview of the prescription PDF');
    expect(preview.getAttribute('src')).toBe(`${BASE}/rx-1/pdf`);
    const send = screen.getByRole('button', { name: 'Send to the patient' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Signature verified' }));
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Patient name verified' }));
    expect((send as HTMLButtonElement).disabled).toBe(false);
    await user.click(send);
    expect((await screen.findByRole('status')).textContent).toMatch(/The prescription has been sent/);
    expect(requests.find((r) => r.path.endsWith('/send'))!.body).toEqual({
      signatureVerified: true,
      patientNameVerified: true,
    });
    const map = screen.getByRole('link', { name: 'Find a pharmacy near the patient' });
    expect(map.getAttribute('target')).toBe('_blank');
    expect(map.getAttribute('href')).toMatch(/^\/pharmacies/);
    // redirectToMap: the map was asked to open; the browser blocked it, so the page says where it is.
    expect(open).toHaveBeenCalledWith(map.getAttribute('href'), '_blank');
    expect(screen.getByText('The map did not open in a new tab: open it here.')).toBeTruthy();
    open.mockRestore();
  });

  it('keeps the request id while the same file is retried, and takes a new one for the next file', async () => {
    let fail = true;
    const requests = mockApi({
      [LIST]: none,
      [UPLOAD]: () => (fail ? apiError(503, 'unavailable') : json(201, prescription('UPLOADED'))),
    });
    const { user } = await continueToUpload();
    const input = screen.getByLabelText('Prescription PDF');
    await user.upload(input, pdfFile());
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not be uploaded/);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByTitle('Preview of the prescription PDF');
    await user.upload(input, pdfFile('other.pdf'));
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(3));
    const ids = requests.filter((r) => r.method === 'POST').map((r) => r.query.get('requestId'));
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it('opened again with an unsent upload, goes straight to it to check and send', async () => {
    mockApi({ [LIST]: json(200, { prescriptions: [prescription('UPLOADED').prescription] }) });
    renderPanel(<PaygPrescriptionPanel meeting={meeting} />);
    expect((await screen.findByRole('status')).textContent).toMatch(/^Not sent yet/);
    expect(screen.getByTitle('Preview of the prescription PDF').getAttribute('src')).toBe(`${BASE}/rx-1/pdf`);
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });
});
