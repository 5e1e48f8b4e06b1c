import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { TakenActionItemsProps, WebActionModule } from '../../lib/actions/action-module';
import { looseT } from '../../i18n/loose-t';
import { TakenActionCard } from '../../ui/taken-action-card';

/**
 * The programmes started in the meeting, in taken actions: the programme's name (taken actions carry its identifier,
 * not its title; an identifier the catalogue does not know is shown as it is), when, and its state now.
 */
function StartedProgrammes({ items, when }: TakenActionItemsProps<'treatment-programmes'>) {
  const { t } = useTranslation();
  const name = looseT(t);
  return items.map((item) => (
    <TakenActionCard
      key={item.id}
      title={name(`treatmentProgrammes.taken.names.${item.treatmentProgrammeIdentifier}`, {
        defaultValue: item.treatmentProgrammeIdentifier,
      })}
      meta={t('treatmentProgrammes.taken.meta', {
        when: when(item.created),
        state: t(`treatmentProgrammes.carePlanStates.${item.state}`),
      })}
    />
  ));
}

/** Treatment programmes, internet CBT (issue 21; seed 001 §2, 002 §3): start one for the meeting's patient. */
export const treatmentProgrammeActions: WebActionModule = {
  id: 'treatment-programmes',
  panels: {
    'treatment-programme': lazy(() =>
      import('./components/start-programme-panel').then((m) => ({ default: m.StartProgrammePanel })),
    ),
  },
  takenActions: { 'treatment-programmes': StartedProgrammes },
};
