import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { DOCUMENT_LOCALE, type MessageLanguage } from '@konsult/domain';
import { renderPdf } from '../platform/pdf';
import { DOCUMENT_PDF_TEXTS } from './pdf-texts';

export type DocumentPdfParts = {
  /** The document's language: every fixed word on the page is in it. */
  language: MessageLanguage;
  /** The clinic (the clinician's pool) the document comes from. */
  clinic: string;
  /** Who wrote it: name and title. */
  clinician: string;
  /** The day it was written, as the language writes a day. */
  date: string;
};

/** A finished document from a template: the clinic line, heading, the paragraphs, and who wrote it when. */
export function documentDefinition(
  document: { title: string; paragraphs: string[] },
  parts: DocumentPdfParts,
): TDocumentDefinitions {
  const texts = DOCUMENT_PDF_TEXTS[parts.language];
  return {
    info: { title: document.title, creator: 'konsult' },
    language: DOCUMENT_LOCALE[parts.language],
    pageSize: 'A4',
    defaultStyle: { font: 'Roboto', fontSize: 11, lineHeight: 1.3 },
    pageMargins: [56, 56, 56, 56],
    footer: (page, pages) => ({
      text: texts.page(page, pages),
      alignment: 'center',
      fontSize: 8,
      color: '#495057',
      margin: [0, 24, 0, 0],
    }),
    content: [
      { text: `${parts.clinic} · ${texts.service}`, fontSize: 9, color: '#495057', margin: [0, 0, 0, 20] },
      { text: document.title, fontSize: 18, bold: true, margin: [0, 0, 0, 16] },
      ...document.paragraphs.map((text) => ({ text, margin: [0, 0, 0, 10] as [number, number, number, number] })),
      {
        unbreakable: true,
        margin: [0, 24, 0, 0],
        stack: [
          { text: texts.signedBy, fontSize: 9, color: '#495057' },
          { text: parts.clinician, bold: true },
          { text: texts.writtenOn(parts.date), fontSize: 9, color: '#495057' },
        ],
      },
    ],
  };
}

export function renderDocumentPdf(document: { title: string; paragraphs: string[] }, parts: DocumentPdfParts) {
  return renderPdf(documentDefinition(document, parts));
}
