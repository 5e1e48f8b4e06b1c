import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import {
  periodDays,
  periodsInOrder,
  SICK_NOTE_BASIS_NAMES_SV,
  SICK_NOTE_MEASURE_NAMES_SV,
  type SickNote,
} from '@konsult/domain';
import { renderPdf } from '../platform/pdf';

/**
 * The signed sick note as the patient and Försäkringskassan read it: FK 7804 "Läkarintyg för sjukpenning", in
 * Swedish whatever the clinician's language (it is a Swedish certificate to a Swedish authority), every field and
 * each period with its degree and days.
 */

const DEGREE: Record<number, string> = {
  25: 'En fjärdedel (25 %)',
  50: 'Hälften (50 %)',
  75: 'Tre fjärdedelar (75 %)',
  100: 'Helt nedsatt (100 %)',
};

export type SickNotePdfParts = {
  patientName: string;
  /** As Swedish ids are printed: 19470930-2386. */
  patientIdNumber: string;
  clinic: string;
  /** The signing doctor's name and title. */
  clinician: string;
  /** The day it was signed, 'YYYY-MM-DD'. */
  signedOn: string;
};

const heading = (text: string): Content => ({ text, bold: true, fontSize: 11, margin: [0, 12, 0, 4] });
const paragraph = (text: string): Content => ({ text, margin: [0, 0, 0, 4] });

export function sickNoteDefinition(note: SickNote, parts: SickNotePdfParts): TDocumentDefinitions {
  const measures = note.measures.map((m) => SICK_NOTE_MEASURE_NAMES_SV[m]);
  return {
    info: { title: 'Läkarintyg för sjukpenning', creator: 'konsult' },
    language: 'sv-SE',
    pageSize: 'A4',
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.25 },
    pageMargins: [56, 56, 56, 56],
    footer: (page, pages) => ({
      text: `Intygs-id ${note.certificateId} · Sida ${page} av ${pages}`,
      alignment: 'center',
      fontSize: 8,
      color: '#495057',
      margin: [0, 24, 0, 0],
    }),
    content: [
      { text: `${parts.clinic} · Videobesök`, fontSize: 9, color: '#495057', margin: [0, 0, 0, 16] },
      { text: 'Läkarintyg för sjukpenning', fontSize: 18, bold: true },
      { text: 'Enligt Försäkringskassans blankett FK 7804', fontSize: 9, color: '#495057', margin: [0, 2, 0, 12] },
      {
        table: {
          widths: [140, '*'],
          body: [
            ['Patient', parts.patientName],
            ['Personnummer', parts.patientIdNumber],
            ['Intygs-id', note.certificateId],
          ],
        },
        layout: 'noBorders',
      },
      heading('Intyget är baserat på'),
      paragraph(`${SICK_NOTE_BASIS_NAMES_SV[note.basis]}, ${note.basisDate}`),
      heading('Diagnos'),
      paragraph(`${note.diagnosisCode} ${note.diagnosisText}`),
      heading('Sysselsättning'),
      paragraph(note.occupation),
      heading('Funktionsnedsättning'),
      paragraph(note.functionImpairment),
      heading('Aktivitetsbegränsning'),
      paragraph(note.activityLimitation),
      heading('Bedömning: arbetsförmågan är nedsatt'),
      {
        table: {
          headerRows: 1,
          widths: ['*', 80, 80, 50],
          body: [
            [
              { text: 'Nedsättning', bold: true },
              { text: 'Från och med', bold: true },
              { text: 'Till och med', bold: true },
              { text: 'Dagar', bold: true },
            ],
            ...periodsInOrder(note.periods).map((p) => [
              DEGREE[p.degree] ?? `${p.degree} %`,
              p.from,
              p.to,
              String(periodDays(p)),
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
        margin: [0, 0, 0, 4],
      },
      heading('Åtgärder'),
      paragraph(measures.length > 0 ? measures.join(', ') : 'Inga åtgärder föreslås.'),
      ...(note.measuresText ? [paragraph(note.measuresText)] : []),
      ...(note.messageBody ? [heading('Meddelande'), paragraph(note.messageBody)] : []),
      {
        unbreakable: true,
        margin: [0, 24, 0, 0],
        stack: [
          { text: 'Elektroniskt signerat av', fontSize: 9, color: '#495057' },
          { text: parts.clinician, bold: true },
          { text: `Datum: ${parts.signedOn}`, fontSize: 9, color: '#495057' },
        ],
      },
    ],
  };
}

export function renderSickNotePdf(note: SickNote, parts: SickNotePdfParts): Promise<Buffer> {
  return renderPdf(sickNoteDefinition(note, parts));
}
