import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { displayIdNumber, type AccessLog, type AccessLogEntry, type Country, type Locale } from '@konsult/domain';
import { renderPdf } from '../platform/pdf';
import { ACCESS_LOG_PDF_TEXTS, type AccessLogPdfTexts } from './pdf-texts';

/** The Intl locale each language's dates are written in. */
const INTL: Record<Locale, string> = { en: 'en-GB', sv: 'sv-SE', nb: 'nb-NO', fr: 'fr-FR', de: 'de-DE' };

function formats(locale: Locale, timeZone: string) {
  const date = new Intl.DateTimeFormat(INTL[locale], { timeZone, dateStyle: 'medium' });
  const dateTime = new Intl.DateTimeFormat(INTL[locale], {
    timeZone,
    dateStyle: 'short',
    timeStyle: 'short',
    hourCycle: 'h23',
  });
  return { date, dateTime };
}

function who(entry: AccessLogEntry, texts: AccessLogPdfTexts): Content {
  const { actor } = entry;
  if (actor.kind === 'patient') return { text: texts.patientSelf };
  if (actor.kind === 'unknown') return { text: texts.unknown };
  return {
    stack: [
      { text: actor.name, bold: true },
      { text: `${texts.professions[actor.profession]}, ${actor.pool}`, fontSize: 7 },
    ],
  };
}

function row(entry: AccessLogEntry, texts: AccessLogPdfTexts, dateTime: Intl.DateTimeFormat): TableCell[] {
  const outcome = texts.outcomes[entry.outcome];
  const access = entry.ground ? `${outcome} (${texts.grounds[entry.ground]})` : outcome;
  return [
    { text: dateTime.format(entry.at), noWrap: true },
    who(entry, texts),
    { text: texts.parts[entry.part] },
    { text: access, bold: entry.ground === 'emergency' },
    { text: entry.reason ?? '' },
  ];
}

/** The extract as pdfmake describes it: the patient, the period, and one row per access, oldest first. */
export function accessLogDocument(log: AccessLog, locale: Locale, now: Date): TDocumentDefinitions {
  const texts = ACCESS_LOG_PDF_TEXTS[locale];
  const { date, dateTime } = formats(locale, log.timeZone);
  const day = (iso: string) => date.format(new Date(`${iso}T12:00:00Z`));
  const table: Content =
    log.entries.length === 0
      ? { text: texts.empty, italics: true, margin: [0, 8, 0, 0] }
      : {
          table: {
            headerRows: 1,
            widths: ['auto', 110, 90, 80, '*'],
            body: [
              [
                texts.columns.at,
                texts.columns.who,
                texts.columns.part,
                texts.columns.outcome,
                texts.columns.reason,
              ].map((text) => ({ text, style: 'header' })),
              ...log.entries.map((entry) => row(entry, texts, dateTime)),
            ],
          },
          layout: 'lightHorizontalLines',
        };
  return {
    info: { title: `${texts.title} ${log.patient.name}`, creator: 'konsult' },
    pageSize: 'A4',
    pageMargins: [40, 48, 40, 48],
    defaultStyle: { font: 'Roboto', fontSize: 8 },
    styles: {
      title: { fontSize: 16, bold: true, margin: [0, 0, 0, 4] },
      header: { bold: true, fontSize: 8 },
    },
    footer: (page, pages) => ({
      text: `${log.patient.name} · ${texts.page(page, pages)}`,
      alignment: 'center',
      fontSize: 8,
      margin: [0, 16, 0, 0],
    }),
    content: [
      { text: texts.title, style: 'title' },
      { text: texts.intro, margin: [0, 0, 0, 8] },
      {
        columns: [
          { text: [{ text: `${texts.patient}: `, bold: true }, log.patient.name] },
          {
            text: [
              { text: `${texts.idNumber}: `, bold: true },
              displayIdNumber(log.patient.idNumber, log.patient.country as Country),
            ],
          },
        ],
      },
      { text: [{ text: `${texts.period}: `, bold: true }, `${day(log.from)} – ${day(log.to)}`] },
      { text: `${texts.printed} ${dateTime.format(now)}`, fontSize: 7, margin: [0, 2, 0, 10] },
      table,
      { text: texts.footnote, fontSize: 7, italics: true, margin: [0, 12, 0, 0] },
    ],
  };
}

export async function renderAccessLogPdf(log: AccessLog, locale: Locale, now: Date): Promise<Buffer> {
  return renderPdf(accessLogDocument(log, locale, now));
}
