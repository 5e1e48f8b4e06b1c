import { describe, expect, it } from 'vitest';
import type {
  DocumentTemplateFieldsResponse,
  DocumentTemplatesResponse,
  MessageToPatientTemplateResponse,
  SaveDocumentResponse,
} from '@konsult/domain';
import { demoMeetingId } from '../demo/demo-ids';
import type { TestClient } from '../test/client';
import { useTestApp } from '../test/file-app';
import { pdfText } from '../test/pdf-text';

/**
 * Issue 16: each market writes its documents in its own language. Kristin (no.doctor) writes Sofie a legeerklæring,
 * Claire (fr.doctor) writes Yasmine a certificat médical, Markus (de.doctor) writes Marie an ärztliche Bescheinigung:
 * each is offered her or his market's templates with the fields labelled in its language, and the saved PDF reads in
 * it from the clinic line to the page number, days written as the country writes them. The message each document
 * goes to the patient with is in the patient's language. James (gb.gp) still writes in English.
 */

const t = useTestApp();
const kristin = t.signedIn('no.doctor');
const claire = t.signedIn('fr.doctor');
const markus = t.signedIn('de.doctor');
const james = t.signedIn('gb.gp');

const certificateFields = {
  purpose: '',
  findings: '',
  validUntil: '2026-11-28',
};

/** Saves the document and reads its PDF back as a reader's text. */
async function savedPdfText(client: TestClient, body: { meeting_id: string; template_id: string; fields: object }) {
  const saved = await client.post<SaveDocumentResponse>('/api/medicaldocuments/save', body);
  expect(saved.status, saved.text).toBe(201);
  const pdf = await fetch(`${t.baseUrl}/api/medicaldocuments/finalised-document/${saved.body.id}`, {
    headers: { cookie: `konsult_session=${client.cookie('konsult_session')}` },
  });
  expect(pdf.headers.get('content-type')).toBe('application/pdf');
  return { saved: saved.body, text: pdfText(new Uint8Array(await pdf.arrayBuffer())) };
}

const templateNames = async (client: TestClient) =>
  (await client.get<DocumentTemplatesResponse>('/api/medicaldocuments/templates/v2')).body.templates.map((x) => x.name);
const fieldLabels = async (client: TestClient, templateId: string) =>
  (
    await client.get<DocumentTemplateFieldsResponse>(`/api/medicaldocuments/template-fields/${templateId}`)
  ).body.fields.map((f) => f.label);
const messageOf = async (client: TestClient, templateId: string, meetingId: string) =>
  (
    await client.get<MessageToPatientTemplateResponse>(
      `/api/medicaldocuments/message-to-patient-template/${templateId}?meetingId=${meetingId}`,
    )
  ).body;

describe('documents in the market’s language', () => {
  it('Kristin writes Sofie a Norwegian legeerklæring, and the PDF is Norwegian throughout', async () => {
    const meetingId = demoMeetingId('no.doctor', 'today-current');
    expect(await templateNames(kristin)).toEqual(['Legeerklæring', 'Henvisning', 'Reiseattest', 'Oppsummering']);
    expect(await fieldLabels(kristin, 'nb-legeerklaering')).toEqual([
      'Erklæringen gjelder',
      'Vurdering',
      'Gyldig til og med',
    ]);
    expect((await kristin.get('/api/medicaldocuments/template-fields/en-certificate')).status).toBe(404);

    const { saved, text } = await savedPdfText(kristin, {
      meeting_id: meetingId,
      template_id: 'nb-legeerklaering',
      fields: {
        ...certificateFields,
        purpose: 'Fravær fra arbeid',
        findings: 'Øvre luftveisinfeksjon med feber. Bør være hjemme ut uken; ingen videre tiltak.',
      },
    });
    expect(saved).toMatchObject({ title: 'Legeerklæring', templateName: 'Legeerklæring' });
    expect(text).toContain('Konsult Legetjeneste Norge · Videokonsultasjon');
    expect(text).toMatch(/Det bekreftes herved at Sofie Berg, fødselsnummer \d{11}, ble vurdert ved videokonsultasjon/);
    expect(text).toContain('Vurdering: Øvre luftveisinfeksjon med feber.');
    expect(text).toContain('Erklæringen er gyldig til og med 28.11.2026.');
    expect(text).toContain('Signert av Kristin Dahl, Lege');
    expect(text).toMatch(/Dato: \d{2}\.\d{2}\.\d{4}/);
    expect(text).toContain('Side 1 av 1');

    const message = await messageOf(kristin, 'nb-legeerklaering', meetingId);
    expect(message.subject).toBe('Legeerklæringen din');
    expect(message.message).toMatch(/^Hei Sofie,\n\nHer er legeerklæringen/);
    expect(message.message).toMatch(/Vennlig hilsen\nKristin Dahl$/);
  });

  it('Claire writes Yasmine a French certificat médical in the first person, dated as France dates', async () => {
    const meetingId = demoMeetingId('fr.doctor', 'today-current');
    expect(await templateNames(claire)).toEqual([
      'Certificat médical',
      'Courrier au confrère',
      'Certificat de voyage',
      'Compte rendu de consultation',
    ]);
    expect(await fieldLabels(claire, 'fr-certificat-medical')).toEqual([
      'Objet du certificat',
      'Constatations',
      'Valable jusqu’au',
    ]);

    const { text } = await savedPdfText(claire, {
      meeting_id: meetingId,
      template_id: 'fr-certificat-medical',
      fields: {
        ...certificateFields,
        purpose: 'Dispense de sport',
        findings: 'Entorse de la cheville droite ; repos sportif de trois semaines.',
      },
    });
    expect(text).toContain('Konsult Médecine Générale France · Téléconsultation');
    expect(text).toContain('Certificat médical');
    expect(text).toMatch(
      /Je soussigné\(e\), Claire Dubois, Médecin généraliste, certifie avoir reçu Yasmine Benali, n° de sécurité sociale [\d A-B]+, en téléconsultation le \d{2}\/\d{2}\/\d{4}\./,
    );
    expect(text).toContain('Certificat valable jusqu’au 28/11/2026.');
    expect(text).toContain('pour faire valoir ce que de droit.');
    expect(text).toContain('Signé par Claire Dubois, Médecin généraliste');
    expect(text).toMatch(/Fait le \d{2}\/\d{2}\/\d{4}/);
    expect(text).toContain('Page 1 sur 1');

    const message = await messageOf(claire, 'fr-certificat-medical', meetingId);
    expect(message.subject).toBe('Votre certificat médical');
    expect(message.message).toMatch(/^Bonjour Yasmine,\n\nVoici votre certificat médical/);
  });

  it('Markus writes Marie a German ärztliche Bescheinigung, and the PDF is German throughout', async () => {
    const meetingId = demoMeetingId('de.doctor', 'today-current');
    expect(await templateNames(markus)).toEqual([
      'Ärztliche Bescheinigung',
      'Überweisungsbrief',
      'Reisebescheinigung',
      'Patientenbrief',
    ]);
    expect(await fieldLabels(markus, 'de-ueberweisungsbrief')).toEqual([
      'An',
      'Fragestellung',
      'Anamnese und Befunde',
      'Aktuelle Medikation',
    ]);

    const { text } = await savedPdfText(markus, {
      meeting_id: meetingId,
      template_id: 'de-aerztliche-bescheinigung',
      fields: {
        ...certificateFields,
        purpose: 'Vorlage beim Arbeitgeber',
        findings: 'Akuter Infekt der oberen Atemwege; Schonung für drei Tage empfohlen.',
      },
    });
    expect(text).toContain('Konsult Allgemeinmedizin Deutschland · Videosprechstunde');
    expect(text).toMatch(
      /Hiermit wird bescheinigt, dass sich Marie Weber, Versichertennummer \S+, am \d{2}\.\d{2}\.\d{4}/,
    );
    expect(text).toContain(
      'Befund und Beurteilung: Akuter Infekt der oberen Atemwege; Schonung für drei Tage empfohlen.',
    );
    expect(text).toContain('Die Bescheinigung gilt bis einschließlich 28.11.2026.');
    expect(text).toContain('Ausgestellt von Markus Hoffmann, Arzt');
    expect(text).toMatch(/Datum: \d{2}\.\d{2}\.\d{4}/);
    expect(text).toContain('Seite 1 von 1');

    const message = await messageOf(markus, 'de-patientenbrief', meetingId);
    expect(message.subject).toBe('Zusammenfassung Ihrer Videosprechstunde');
    expect(message.message).toMatch(/^Guten Tag Marie,\n\nanbei finden Sie/);
  });

  it('James’s English document keeps its English words, with the day as the UK writes it', async () => {
    const { text } = await savedPdfText(james, {
      meeting_id: demoMeetingId('gb.gp', 'today-current'),
      template_id: 'en-certificate',
      fields: { ...certificateFields, purpose: 'Absence from work', findings: 'Viral sore throat.' },
    });
    expect(text).toContain('This certificate is valid until 28/11/2026.');
    expect(text).toMatch(/Signed by James \S+, GP Date: \d{2}\/\d{2}\/\d{4}/);
    expect(text).toContain('Page 1 of 1');
  });
});
