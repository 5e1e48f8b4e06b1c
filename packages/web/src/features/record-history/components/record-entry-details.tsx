import type { RecordEntry, SearchMatch } from '@konsult/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n/language';
import { entryRows, FIELD } from '../entry-text';
import { HighlightedText } from './highlighted-text';

interface RecordEntryDetailsProps {
  entry: RecordEntry;
  matches: ReadonlyMap<string, readonly SearchMatch[]> | undefined;
  current: number | null;
  /** Seed 001 §6: only the Swedish-type pool sees an entry's prescriptions. */
  showPrescriptions: boolean;
  when: (epochMs: number) => string;
}

/** An open entry's content: rows, documents by template name, prescriptions, e-prescriptions, a Swedish referral. */
export function RecordEntryDetails({ entry, matches, current, showPrescriptions, when }: RecordEntryDetailsProps) {
  const { t, i18n } = useTranslation();
  const rows = entryRows(entry, t, intlLocale(i18n.language));
  const prescriptions = showPrescriptions ? entry.prescriptions : [];
  return (
    <>
      {rows.length > 0 ? (
        <dl className="record-entry__rows">
          {rows.map((row, index) => (
            <div key={index} className="record-entry__row">
              <dt>
                <HighlightedText text={row.label} matches={matches?.get(FIELD.rowLabel(index))} current={current} />
              </dt>
              <dd>
                <HighlightedText text={row.value} matches={matches?.get(FIELD.rowValue(index))} current={current} />
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="record-entry__empty">{t('recordHistory.entry.noRows')}</p>
      )}
      {entry.documents.length > 0 ? (
        <Section title={t('recordHistory.entry.documents')}>
          {entry.documents.map((document) => (
            <li key={document.id}>{document.documentTemplateName}</li>
          ))}
        </Section>
      ) : null}
      {prescriptions.length > 0 ? (
        <Section title={t('recordHistory.entry.prescriptions')}>
          {prescriptions.map((prescription) => (
            <li key={prescription.id}>
              {t('recordHistory.entry.prescription', {
                drug: prescription.drugName,
                dosage: prescription.dosageText,
                when: when(prescription.prescribedAt),
              })}
            </li>
          ))}
        </Section>
      ) : null}
      {entry.ePrescriptions.length > 0 ? (
        <Section title={t('recordHistory.entry.ePrescriptions')}>
          {entry.ePrescriptions.map((prescription) => (
            <li key={prescription.id}>
              {t('recordHistory.entry.ePrescription', {
                drug: prescription.drugName,
                status: prescription.status,
                when: when(prescription.sentAt),
              })}
            </li>
          ))}
        </Section>
      ) : null}
      {entry.referral ? (
        <div className="record-entry__section">
          <p className="record-entry__section-title">{t('recordHistory.entry.referral')}</p>
          <p>{entry.referral.specialistUnit.name}</p>
          {entry.referral.specialistUnit.visitingAddress ? (
            <p>
              {t('recordHistory.entry.visitingAddress', { address: entry.referral.specialistUnit.visitingAddress })}
            </p>
          ) : null}
          <p className="record-entry__purpose-title">{entry.referral.purposeTitle}</p>
          <p className="record-entry__purpose-body">{entry.referral.purposeBody}</p>
        </div>
      ) : null}
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="record-entry__section">
      <p className="record-entry__section-title">{title}</p>
      <ul>{children}</ul>
    </div>
  );
}
