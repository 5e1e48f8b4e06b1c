import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DocumentTemplateFieldsResponse,
  DocumentTemplatesResponse,
  SavedDocument,
  SavedDocumentsResponse,
  TakenActionsResponse,
} from '@konsult/domain';
import { demoMeetingId } from '../demo/demo-ids';
import { auditRowsOf } from '../test/audit-rows';
import { TestClient } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';

/**
 * Anna (se.doctor) writes Elin a medical certificate from the Swedish templates: she previews it, is told what is
 * missing, saves it; the saved PDF reads back with her words, å, ä and ö included; it is in Elin's documents and
 * the meeting's taken actions, and the certificate is now Anna's most used template. James (gb.gp) gets English ones.
 */

let t: TestApp;
let anna: TestClient;
const meetingId = demoMeetingId('se.doctor', 'today-current');
const certificate = {
  meeting_id: meetingId,
  template_id: 'sv-intyg',
  fields: {
    purpose: 'Frånvaro från arbete',
    findings: 'Förkylning med feber. Åter i arbete om tre dagar; inga särskilda åtgärder.',
    validUntil: '2026-11-28',
  },
};

beforeAll(async () => {
  t = await startTestApp();
  anna = new TestClient(t.baseUrl);
  await anna.signIn('se.doctor');
});
afterAll(async () => {
  await t?.close();
});

function pdfText(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'konsult-doc-'));
  try {
    writeFileSync(join(dir, 'doc.pdf'), bytes);
    return execFileSync('pdftotext', ['-raw', join(dir, 'doc.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const post = (path: string, body: unknown) =>
  fetch(`${t.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `konsult_session=${anna.cookie('konsult_session')}; csrf_token=${anna.cookie('csrf_token')}`,
      'x-csrf-token': anna.cookie('csrf_token')!,
    },
    body: JSON.stringify(body),
  });

describe('documents from templates', () => {
  it('offers Anna the four Swedish templates and their fields; James the English ones', async () => {
    const list = await anna.get<DocumentTemplatesResponse>('/api/medicaldocuments/templates/v2');
    expect(list.body.templates.map((tpl) => tpl.name)).toEqual([
      'Läkarintyg',
      'Remissbrev',
      'Reseintyg',
      'Vårdsammanfattning',
    ]);
    const fields = await anna.get<DocumentTemplateFieldsResponse>('/api/medicaldocuments/template/sv-intyg/fields');
    expect(fields.body.fields.map((f) => [f.name, f.required])).toEqual([
      ['purpose', true],
      ['findings', true],
      ['validUntil', false],
    ]);
    const james = new TestClient(t.baseUrl);
    await james.signIn('gb.gp');
    expect(
      (await james.get<DocumentTemplatesResponse>('/api/medicaldocuments/templates/v2')).body.templates[0]!.name,
    ).toBe('Medical certificate');
    expect((await james.get('/api/medicaldocuments/template/sv-intyg/fields')).status).toBe(404);
  });

  it('previews a real PDF, and says which required field is missing', async () => {
    const preview = await post('/api/medicaldocuments/preview', certificate);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('application/pdf');
    expect(pdfText(new Uint8Array(await preview.arrayBuffer()))).toContain('Intyget avser: Frånvaro från arbete.');

    const missing = await anna.post('/api/medicaldocuments/preview', {
      ...certificate,
      fields: { ...certificate.fields, purpose: ' ' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      error: {
        key: 'invalid_document',
        issues: [expect.objectContaining({ path: 'body.fields.purpose', code: 'required' })],
      },
    });
  });

  it('saves it: the PDF holds the filled fields, Elin’s documents and the taken actions list it, audited', async () => {
    const saved = await anna.post<SavedDocument>('/api/medicaldocuments/save', certificate);
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ title: 'Läkarintyg', templateName: 'Läkarintyg', meetingId });
    expect(await auditRowsOf(t, saved)).toEqual([
      expect.objectContaining({ action: 'document.save', outcome: 'success' }),
    ]);

    const pdf = await fetch(`${t.baseUrl}/api/meeting/${meetingId}/documents/${saved.body.id}/pdf`, {
      headers: { cookie: `konsult_session=${anna.cookie('konsult_session')}` },
    });
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('Härmed intygas att Elin Nyström, personnummer 19910621-0462');
    expect(text).toContain('Bedömning: Förkylning med feber. Åter i arbete om tre dagar; inga särskilda åtgärder.');
    expect(text).toContain('Intyget gäller till och med 2026-11-28.');
    expect(text).toContain('Anna Lindgren');

    const meeting = await anna.get<{ patientId: string }>(`/api/meeting/doctor/meeting/${meetingId}`);
    const documents = await anna.get<SavedDocumentsResponse>(`/api/medicaldocuments/patient/${meeting.body.patientId}`);
    expect(documents.body.documents[0]).toMatchObject({ id: saved.body.id, title: 'Läkarintyg' });
    const taken = await anna.get<TakenActionsResponse>(`/api/meeting/${meetingId}/taken-actions`);
    expect(taken.body.sections).toEqual([
      { kind: 'documents', items: [expect.objectContaining({ id: saved.body.id, templateName: 'Läkarintyg' })] },
    ]);
    expect(taken.body.count).toBe(1);

    await anna.post('/api/medicaldocuments/save', {
      meeting_id: meetingId,
      template_id: 'sv-vardsammanfattning',
      fields: { summary: 'Förkylning.', advice: 'Vila.' },
    });
    await anna.post('/api/medicaldocuments/save', certificate);
    const list = await anna.get<DocumentTemplatesResponse>('/api/medicaldocuments/templates/v2');
    expect(list.body.templates.map((tpl) => [tpl.name, tpl.usedCount]).slice(0, 2)).toEqual([
      ['Läkarintyg', 2],
      ['Vårdsammanfattning', 1],
    ]);
  });

  it('refuses a template of another market and a field the template does not have', async () => {
    const english = await anna.post('/api/medicaldocuments/save', { ...certificate, template_id: 'en-certificate' });
    expect(english.status).toBe(400);
    const stray = await anna.post('/api/medicaldocuments/save', {
      ...certificate,
      fields: { ...certificate.fields, signature: 'x' },
    });
    expect(stray.body).toMatchObject({ error: { issues: [expect.objectContaining({ code: 'unknown_field' })] } });
  });
});
