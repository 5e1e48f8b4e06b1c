import type { LabTestMeta } from '@konsult/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { looseT } from '../../../i18n/loose-t';
import { formatDate } from '../../../lib/format-time';
import { LabTestDetails } from './lab-test-details';
import '../../../ui/expandable-card.css';

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
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const title = looseT(t)(`healthChecks.type.${test.type.localizationKey}`, {
    defaultValue: test.type.localizationKey,
  });
  return (
    <li className="expandable-card lab-test">
      <h2 className="expandable-card__heading lab-test__heading">
        <button
          type="button"
          className="expandable-card__toggle lab-test__toggle"
          aria-expanded={open}
          aria-controls={open ? bodyId : undefined}
          onClick={() => setOpen((current) => !current)}
        >
          <span className="expandable-card__title lab-test__title">{title}</span>
          <span className="expandable-card__meta lab-test__meta">
            {t('healthChecks.testMeta', {
              date: formatDate(test.updatedAt, locale, timeZone),
              source: t(`healthChecks.source.${test.source}`),
            })}
          </span>
        </button>
      </h2>
      {open ? (
        <div id={bodyId} className="lab-test__body">
          <LabTestDetails patientId={patientId} labTestId={test.id} encounterId={test.encounterId} locale={locale} />
        </div>
      ) : null}
    </li>
  );
}
