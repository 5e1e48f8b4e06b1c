import { ageOn, childDateOfBirth, dayKey, displayIdNumber, type Meeting } from '@konsult/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FactList, PaneSection } from '../components/pane-section';
import { useMarketFormat } from '../components/use-market-format';
import { formatAge } from './format-age';

/** Name, identity number (in the market's format), sex, date of birth and age; and the child's, for a child meeting. */
export function IdentitySection({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation();
  const format = useMarketFormat();
  // Today as the section first showed: an age does not tick over while the clinician reads it.
  const [now] = useState(() => Date.now());
  const today = dayKey(now, format.timeZone);
  const { user, child } = meeting;
  const age = ageOn(user.dob, today);
  const childDob = child ? childDateOfBirth(child.id) : null;
  const childAge = childDob ? ageOn(childDob, today) : null;
  return (
    <PaneSection title={t('patientTab.identity.title')}>
      <FactList
        facts={[
          [t('patientTab.identity.name'), user.name],
          [t('patientTab.identity.idNumber'), displayIdNumber(user.idNumber, format.country)],
          [t('patientTab.identity.sex'), t(`patientTab.sex.${user.gender}`)],
          [
            t('patientTab.identity.dateOfBirth'),
            age ? `${format.calendarDate(user.dob)} (${formatAge(age, t)})` : format.calendarDate(user.dob),
          ],
        ]}
      />
      {child ? (
        <PaneSection title={t('patientTab.identity.child')}>
          <FactList
            facts={[
              [t('patientTab.identity.name'), child.name],
              [t('patientTab.identity.sex'), t(`patientTab.sex.${child.gender}`)],
              [t('patientTab.identity.age'), childAge ? formatAge(childAge, t) : t('patientTab.unknown')],
              [
                t('patientTab.identity.dateOfBirth'),
                childDob ? format.calendarDate(childDob) : t('patientTab.unknown'),
              ],
              [t('patientTab.other.nhsNumber'), child.gb?.nhsNumber ? displayIdNumber(child.gb.nhsNumber, 'GB') : null],
            ]}
          />
        </PaneSection>
      ) : null}
    </PaneSection>
  );
}
