import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderPdf } from '../platform/pdf';

/** A finished document from a template: heading, the paragraphs, and who wrote it when. */
export function renderDocumentPdf(
  document: { title: string; paragraphs: string[] },
  footer: { clinician: string; date: string },
): Promise<Buffer> {
  const definition: TDocumentDefinitions = {
    info: { title: document.title },
    defaultStyle: { font: 'Roboto', fontSize: 11, lineHeight: 1.3 },
    pageMargins: [56, 56, 56, 56],
    content: [
      { text: document.title, fontSize: 18, bold: true, margin: [0, 0, 0, 16] },
      ...document.paragraphs.map((text) => ({ text, margin: [0, 0, 0, 10] as [number, number, number, number] })),
      { text: `${footer.clinician}`, margin: [0, 24, 0, 0], bold: true },
      { text: footer.date, fontSize: 9, color: '#495057' },
    ],
  };
  return renderPdf(definition);
}
