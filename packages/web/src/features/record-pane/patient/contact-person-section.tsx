import { useTranslation } from 'react-i18next';
import { EmptyText } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { LoadingState } from '../../../ui/loading-state';
import { useContactPerson } from '../api/use-contact-person';
import { FactList, PaneSection } from '../components/pane-section';

/** France: the patient's contact person; none registered (404) is said plainly. */
export function ContactPersonSection({ meetingId, patientId }: { meetingId: string; patientId: string }) {
  const { t } = useTranslation();
  const person = useContactPerson(meetingId, patientId);
  return (
    <PaneSection title={t('patientTab.contactPerson.title')}>
      {person.isPending ? (
        <LoadingState label={t('patientTab.contactPerson.loading')} minHeight="3rem" />
      ) : person.isError ? (
        <ErrorState
          title={t('patientTab.contactPerson.errorTitle')}
          message={t('patientTab.contactPerson.errorMessage')}
          retryLabel={t('common.tryAgain')}
          onRetry={() => void person.refetch()}
          retrying={person.isFetching}
        />
      ) : person.data === null ? (
        <EmptyText>{t('patientTab.contactPerson.none')}</EmptyText>
      ) : (
        <FactList
          facts={[
            [t('patientTab.contactPerson.name'), `${person.data.firstName} ${person.data.lastName}`],
            [t('patientTab.contactPerson.relationship'), person.data.relationship],
            [t('patientTab.contactPerson.phone'), person.data.phoneNumber],
          ]}
        />
      )}
    </PaneSection>
  );
}
