import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderPdf } from '../platform/pdf';
import { describeDosage, formatPersonnummer, MARKET_TIME_ZONE, type MedicationListItem } from '@konsult/domain';

/**
 * The printed medication list (seed 001 §2.3 "a printer link to a PDF"): the patient, the print time, and the
 * regular and as-required medications with form, dosage, reason and dates. Swedish throughout: it is the Swedish
 * list, printed for the patient (platform/pdf.ts embeds the font that carries å, ä and ö).
 */

const ZONE = MARKET_TIME_ZONE.SE;

export type PrintablePatient = { givenName: string; familyName: string; idNumber: string };

const dateFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const timeFormat = new Intl.DateTimeFormat('sv-SE', { timeZone: ZONE, hour: '2-digit', minute: '2-digit' });
const day = (epochMs: number) => dateFormat.format(epochMs);

function itemRow(item: MedicationListItem): TableCell[] {
  const { drug } = item.silDrug;
  const unit = drug.dosages[0]!;
  const dosage: Content[] = [{ text: describeDosage(item.dosage, unit, 'sv') }];
  if (item.dosage.additionalInstructions) {
    dosage.push({ text: item.dosage.additionalInstructions, italics: true, fontSize: 8 });
  }
  return [
    {
      stack: [
        { text: drug.tradeName, bold: true },
        { text: drug.drugFormTextSv, fontSize: 8 },
      ],
    },
    { stack: dosage },
    { stack: item.reason.map((r) => ({ text: `${r.code} ${r.text}` })) },
    { text: day(item.dosage.dosageDateStart), noWrap: true },
    { text: item.dosage.dosageDateEnd === null ? 'Tills vidare' : day(item.dosage.dosageDateEnd), noWrap: true },
  ];
}

function section(title: string, empty: string, items: MedicationListItem[]): Content[] {
  const heading: Content = { text: title, style: 'section' };
  if (items.length === 0) return [heading, { text: empty, italics: true, margin: [0, 0, 0, 12] }];
  return [
    heading,
    {
      table: {
        headerRows: 1,
        widths: [110, '*', 120, 'auto', 'auto'],
        body: [
          ['Läkemedel', 'Dosering', 'Orsak', 'Start', 'Slut'].map((text) => ({ text, style: 'header' })),
          ...items.map(itemRow),
        ],
      },
      layout: 'lightHorizontalLines',
      margin: [0, 0, 0, 12],
    },
  ];
}

/** The document as pdfmake describes it; `active` is split into regular and as-required here. */
export function medicationListDocument(
  patient: PrintablePatient,
  active: MedicationListItem[],
  now: Date,
): TDocumentDefinitions {
  const regular = active.filter((item) => item.dosage.type !== 'AS_NEEDED');
  const asNeeded = active.filter((item) => item.dosage.type === 'AS_NEEDED');
  const name = `${patient.givenName} ${patient.familyName}`;
  return {
    info: { title: `Läkemedelslista ${name}`, creator: 'konsult' },
    pageSize: 'A4',
    pageMargins: [40, 48, 40, 48],
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    styles: {
      title: { fontSize: 16, bold: true, margin: [0, 0, 0, 4] },
      section: { fontSize: 12, bold: true, margin: [0, 8, 0, 4] },
      header: { bold: true, fontSize: 8 },
    },
    footer: (page, pages) => ({
      text: `${name} · Sida ${page} av ${pages}`,
      alignment: 'center',
      fontSize: 8,
      margin: [0, 16, 0, 0],
    }),
    content: [
      { text: 'Läkemedelslista', style: 'title' },
      { text: [{ text: name, bold: true }, `   Personnummer ${formatPersonnummer(patient.idNumber)}`] },
      { text: `Utskriven ${day(now.getTime())} kl. ${timeFormat.format(now)}`, fontSize: 8, margin: [0, 2, 0, 8] },
      ...section('Stående läkemedel', 'Inga stående läkemedel.', regular),
      ...section('Vid behov', 'Inga läkemedel vid behov.', asNeeded),
    ],
  };
}

/** The PDF bytes. */
export async function renderMedicationListPdf(
  patient: PrintablePatient,
  active: MedicationListItem[],
  now: Date,
): Promise<Buffer> {
  return renderPdf(medicationListDocument(patient, active, now));
}
