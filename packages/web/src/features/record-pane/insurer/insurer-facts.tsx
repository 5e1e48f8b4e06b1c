import type { InsurerPersonDetails } from '@konsult/domain';
import { useTranslation } from 'react-i18next';
import { FactList } from '../components/pane-section';
import { useInsurerFormat } from './use-insurer-format';

/** A member's or patient's details, each empty one 'No information'. */
export function PersonFacts({ person }: { person: InsurerPersonDetails }) {
  const { t } = useTranslation();
  const format = useInsurerFormat();
  const name = [person.firstName, person.lastName].filter((part) => part && part.trim() !== '').join(' ');
  return (
    <FactList
      stacked
      facts={[
        [t('insurer.fields.name'), format.text(name)],
        [t('insurer.fields.title'), format.text(person.title)],
        [t('insurer.fields.dateOfBirth'), format.date(person.dateOfBirth)],
        [t('insurer.fields.age'), format.text(person.age)],
        [t('insurer.fields.address'), format.lines(person.address)],
        [t('insurer.fields.phone'), format.text(person.phone)],
        [t('insurer.fields.entityNumber'), format.text(person.entityNumber)],
        [t('insurer.fields.staffSchemeIndicator'), format.text(person.staffSchemeIndicator)],
      ]}
    />
  );
}
