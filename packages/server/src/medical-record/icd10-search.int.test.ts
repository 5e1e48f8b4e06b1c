import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { IcdCode } from '@konsult/domain';
import { demoClinicianId } from '../demo/demo-ids';
import { clinicians } from '../platform/db/schema';
import { useTestApp } from '../test/file-app';

/**
 * The diagnosis picker asks for codes as the clinician types. Kristin (no.doctor, Norway), Claire (fr.doctor, France)
 * and Markus (de.doctor, Germany) have not chosen a language, so each searches and reads the titles in their
 * market's; James (gb.gp) in English. Then Markus switches to English and gets English titles.
 */

const t = useTestApp();
const kristin = t.signedIn('no.doctor');
const claire = t.signedIn('fr.doctor');
const markus = t.signedIn('de.doctor');
const james = t.signedIn('gb.gp');

type Codes = { codes: IcdCode[] };
const search = (query: string) => `/api/medicalrecord/icd10?query=${encodeURIComponent(query)}&limit=10`;

describe('the ICD-10 search answers in the clinician’s language', () => {
  it('a Norwegian doctor finds a sore throat by its Norwegian words and reads it in bokmål', async () => {
    const answer = await kristin.get<Codes>(search('sår hals'));
    expect(answer.status).toBe(200);
    expect(answer.body.codes).toEqual([{ code: 'J02.9', title: 'Sår hals (akutt faryngitt)' }]);
  });

  it('a French doctor finds the otitis codes typing without the accent, titled in French', async () => {
    const answer = await claire.get<Codes>(search('otite suppuree'));
    expect(answer.body.codes).toEqual([
      { code: 'H65.9', title: 'Otite moyenne non suppurée' },
      { code: 'H66.0', title: 'Otite moyenne aiguë suppurée' },
    ]);
  });

  it('a German doctor finds nausea without typing the umlaut, titled in German', async () => {
    const answer = await markus.get<Codes>(search('ubelkeit'));
    expect(answer.body.codes).toEqual([{ code: 'R11', title: 'Übelkeit und Erbrechen' }]);
  });

  it('the code itself finds the diagnosis in every language, each titled in its clinician’s', async () => {
    const titles = await Promise.all(
      [kristin, claire, markus, james].map(
        async (clinician) => (await clinician.get<Codes>(search('j02.9'))).body.codes,
      ),
    );
    expect(titles).toEqual([
      [{ code: 'J02.9', title: 'Sår hals (akutt faryngitt)' }],
      [{ code: 'J02.9', title: 'Mal de gorge (pharyngite aiguë)' }],
      [{ code: 'J02.9', title: 'Halsschmerzen (akute Pharyngitis)' }],
      [{ code: 'J02.9', title: 'Sore throat (acute pharyngitis)' }],
    ]);
  });

  it('words of another language find nothing', async () => {
    expect((await markus.get<Codes>(search('sore throat'))).body.codes).toEqual([]);
    expect((await james.get<Codes>(search('Halsschmerzen'))).body.codes).toEqual([]);
  });

  it('a clinician who chose English over their market’s language searches in English', async () => {
    await t.database.db
      .update(clinicians)
      .set({ locale: 'en' })
      .where(eq(clinicians.id, demoClinicianId('de.doctor')));
    const markusInEnglish = await t.signInNow('de.doctor');
    const answer = await markusInEnglish.get<Codes>(search('sore throat'));
    expect(answer.body.codes).toEqual([{ code: 'J02.9', title: 'Sore throat (acute pharyngitis)' }]);
  });
});
