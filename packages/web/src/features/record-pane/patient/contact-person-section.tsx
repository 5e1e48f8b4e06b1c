import { useTranslation } from 'react-i18next';
import { EmptyText } from '../../../ui/empty-state';
import { QueryBoundary } from '../../../ui/query-state';
import { useContactPerson } from '../api/use-contact-person';
import { FactList, PaneSection } from '../components/pane-section';

/** France: the patient's contact person; none registered (404) is said plainly. */
export function ContactPersonSection({ meetingId, patientId }: { meetingId: string; patientId: string }) {
  const { t } = useTranslation();
  const person = useContactPerson(meetingId, patientId);
  return (
    <PaneSection title={t('patientTab.contactPerson.title')}>
      <QueryBoundary
        query={person}
        loading={t('patientTab.contactPerson.loading')}
        loadingHeight="3rem"
        error={{ title: t('patientTab.contactPerson.errorTitle'), message: t('patientTab.contactPerson.errorMessage') }}
      >
        {(contact) =>
          contact === null ? (
            <EmptyText>{t('patientTab.contactPerson.none')}</EmptyText>
          ) : (
            <FactList
              facts={[
                [t('patientTab.contactPerson.name'), `${contact.firstName} ${contact.lastName}`],
                [t('patientTab.contactPerson.relationship'), contact.relationship],
                [t('patientTab.contactPerson.phone'), contact.phoneNumber],
              ]}
            />
          )
        }
      </QueryBoundary>
    </PaneSection>
  );
}
