import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

/**
 * Every PDF we make goes through here. The font is Roboto as pdfmake ships it (a TTF embedded in the file), so
 * å, ä, ö and – survive, which the standard PDF fonts would not; nothing outside the font folder and no URL is read.
 */
const require = createRequire(import.meta.url);
const ROBOTO = require('pdfmake/fonts/Roboto.js') as {
  Roboto: Record<'normal' | 'bold' | 'italics' | 'bolditalics', string>;
};
const FONT_DIR = dirname(ROBOTO.Roboto.normal);

export async function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  // pdfmake is one shared instance: fonts and policies are set on every call, and read synchronously by createPdf.
  pdfmake.addFonts({ Roboto: ROBOTO.Roboto });
  pdfmake.setLocalAccessPolicy((path) => path.startsWith(FONT_DIR));
  pdfmake.setUrlAccessPolicy(() => false);
  return pdfmake.createPdf(definition).getBuffer();
}
