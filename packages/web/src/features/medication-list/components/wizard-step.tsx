import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WizardStep as Step } from '../../../ui/wizard-step';

/** One step of the add-medication wizard (seed 001 §2.3): the shared wizard step with this wizard's words. */
export function WizardStep({
  number,
  title,
  active,
  completed,
  onEdit,
  summary,
  children,
}: {
  number: number;
  title: string;
  active: boolean;
  completed: boolean;
  onEdit: () => void;
  summary: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Step
      className="medication-wizard-step"
      heading={t('medication-list.add.stepHeading', { number, title })}
      doneLabel={t('medication-list.add.stepDone')}
      active={active}
      completed={completed}
      summary={summary}
      edit={{
        label: t('medication-list.add.edit'),
        ariaLabel: t('medication-list.add.editStep', { title }),
        onClick: onEdit,
      }}
    >
      {children}
    </Step>
  );
}
