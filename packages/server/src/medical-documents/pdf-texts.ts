import type { MessageLanguage } from '@konsult/domain';

/**
 * The fixed words on a document's PDF, in the document's language (the market's): the clinic line above the
 * heading, the signature block under the text, and the page numbers. Written as a clinic in that country prints them.
 */
export type DocumentPdfTexts = {
  /** How the clinic saw the patient, after the clinic's name on the line above the heading. */
  service: string;
  /** The line naming who wrote the document, above their name and title. */
  signedBy: string;
  /** The day it was written, already in the language's form. */
  writtenOn: (day: string) => string;
  page: (page: number, pages: number) => string;
};

export const DOCUMENT_PDF_TEXTS: Record<MessageLanguage, DocumentPdfTexts> = {
  sv: {
    service: 'Videobesök',
    signedBy: 'Utfärdat av',
    writtenOn: (day) => `Datum: ${day}`,
    page: (page, pages) => `Sida ${page} av ${pages}`,
  },
  en: {
    service: 'Video consultation',
    signedBy: 'Signed by',
    writtenOn: (day) => `Date: ${day}`,
    page: (page, pages) => `Page ${page} of ${pages}`,
  },
  nb: {
    service: 'Videokonsultasjon',
    signedBy: 'Signert av',
    writtenOn: (day) => `Dato: ${day}`,
    page: (page, pages) => `Side ${page} av ${pages}`,
  },
  fr: {
    service: 'Téléconsultation',
    signedBy: 'Signé par',
    writtenOn: (day) => `Fait le ${day}`,
    page: (page, pages) => `Page ${page} sur ${pages}`,
  },
  de: {
    service: 'Videosprechstunde',
    signedBy: 'Ausgestellt von',
    writtenOn: (day) => `Datum: ${day}`,
    page: (page, pages) => `Seite ${page} von ${pages}`,
  },
};
