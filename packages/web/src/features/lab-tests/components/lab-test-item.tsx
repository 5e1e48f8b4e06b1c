import type { LabTestMeta } from '@konsult/domain';
import { useTranslation } from 'react-i18next';
import { looseT } from '../../../i18n/loose-t';
import { formatDate } from '../../../lib/format-time';
import { ExpandableCard } from '../../../ui/expandable-card';
import { LabTestDetails } from './lab-test-details';

/** One completed lab test: its type, date and source; opens into its details (fetched when opened). */
export function LabTestItem({
  patientId,
  test,
  locale,
  timeZone,
}: {
  patientId: string;
  test: LabTestMeta;
  locale: string;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const title = looseT(t)(`healthChecks.type.${test.type.localizationKey}`, {
    defaultValue: test.type.localizationKey,
  });
  return (
    <ExpandableCard
      block="lab-test"
      header={
        <>
          <span className="expandable-card__title lab-test__title">{title}</span>
          <span className="expandable-card__meta lab-test__meta">
            {t('healthChecks.testMeta', {
              date: formatDate(test.updatedAt, locale, timeZone),
              source: t(`healthChecks.source.${test.source}`),
            })}
          </span>
        </>
      }
    >
      <LabTestDetails patientId={patientId} labTestId={test.id} encounterId={test.encounterId} locale={locale} />
    </ExpandableCard>
  );
}
