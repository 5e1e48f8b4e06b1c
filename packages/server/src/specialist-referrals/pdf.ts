import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { SPECIALIST_TYPE_NAMES_SV, type SpecialistTypeId } from '@konsult/domain';
import { renderPdf } from '../platform/pdf';

/** Everything the letter says, in the words the service found when it was asked for. */
export type ReferralLetter = {
  clinic: string;
  clinician: { name: string; title: string };
  /** The day it was sent, as a Swedish letter writes it (26 november 2026). */
  sentOn: string;
  patient: { name: string; idNumber: string };
  specialistTypeId: SpecialistTypeId;
  /** A unit of the list, or the free-text description of a specialist outside it. */
  recipient: { kind: 'unit'; name: string; visitingAddress: string } | { kind: 'external'; info: string };
  purposeTitle: string;
  purposeBody: string;
  readJournalConsent: boolean;
  useFreeChoiceOfCare: boolean;
  infoToAdmin: string | null;
  images: { contentType: string; bytes: Uint8Array }[];
};

const GREY = '#495057';
const yesNo = (value: boolean) => (value ? 'Ja' : 'Nej');

function labelled(label: string, value: string): Content {
  return {
    margin: [0, 0, 0, 8],
    stack: [
      { text: label, fontSize: 9, color: GREY },
      { text: value, preserveLeadingSpaces: false },
    ],
  };
}

/**
 * The referral letter (remiss), in Swedish as the receiving unit reads it: who sends it, to whom, about whom, the
 * question and its background, the patient's consents, and the photos the patient sent, each on the page.
 */
export function referralLetterDefinition(letter: ReferralLetter): TDocumentDefinitions {
  const recipient: Content[] =
    letter.recipient.kind === 'unit'
      ? [labelled('Mottagare', letter.recipient.name), labelled('Besöksadress', letter.recipient.visitingAddress)]
      : [labelled('Mottagare (specialist utanför listan)', letter.recipient.info)];
  const images: Content[] =
    letter.images.length === 0
      ? []
      : [
          { text: 'Bilder från patienten', bold: true, margin: [0, 12, 0, 6] },
          ...letter.images.map((image, i): Content => ({
            unbreakable: true,
            margin: [0, 0, 0, 10],
            stack: [
              {
                image: `data:${image.contentType};base64,${Buffer.from(image.bytes).toString('base64')}`,
                fit: [320, 240],
              },
              { text: `Bild ${i + 1} av ${letter.images.length}`, fontSize: 9, color: GREY },
            ],
          })),
        ];
  return {
    info: { title: `Remiss: ${letter.purposeTitle}`, creator: 'konsult' },
    language: 'sv-SE',
    pageSize: 'A4',
    defaultStyle: { font: 'Roboto', fontSize: 11, lineHeight: 1.3 },
    pageMargins: [56, 56, 56, 56],
    footer: (page, pages) => ({
      text: `Sida ${page} av ${pages}`,
      alignment: 'center',
      fontSize: 8,
      color: GREY,
      margin: [0, 24, 0, 0],
    }),
    content: [
      { text: `${letter.clinic} · Remiss till specialistvård`, fontSize: 9, color: GREY, margin: [0, 0, 0, 20] },
      { text: 'Remiss', fontSize: 18, bold: true, margin: [0, 0, 0, 4] },
      {
        text: `Specialitet: ${SPECIALIST_TYPE_NAMES_SV[letter.specialistTypeId]}`,
        margin: [0, 0, 0, 16],
      },
      ...recipient,
      labelled('Patient', `${letter.patient.name}, personnummer ${letter.patient.idNumber}`),
      { text: letter.purposeTitle, bold: true, fontSize: 13, margin: [0, 12, 0, 6] },
      { text: letter.purposeBody, margin: [0, 0, 0, 12] },
      labelled('Patienten samtycker till att mottagaren läser journalen', yesNo(letter.readJournalConsent)),
      labelled('Patienten använder fritt vårdval', yesNo(letter.useFreeChoiceOfCare)),
      ...(letter.infoToAdmin ? [labelled('Information till administratör', letter.infoToAdmin)] : []),
      ...images,
      {
        unbreakable: true,
        margin: [0, 24, 0, 0],
        stack: [
          { text: 'Remitterande läkare', fontSize: 9, color: GREY },
          { text: letter.clinician.name, bold: true },
          { text: `${letter.clinician.title}, ${letter.clinic}` },
          { text: `Skickad ${letter.sentOn}`, fontSize: 9, color: GREY },
        ],
      },
    ],
  };
}

export function renderReferralLetter(letter: ReferralLetter): Promise<Buffer> {
  return renderPdf(referralLetterDefinition(letter));
}
