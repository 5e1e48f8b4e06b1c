import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WizardStep } from '../../../ui/wizard-step';

/** One step of the add-vaccination modal (seed 001 §2.3: vaccine, then dose details), in the shared wizard step. */
export function AddVaccinationStep({
  number,
  title,
  active,
  completed,
  summary,
  editLabel,
  onEdit,
  children,
}: {
  number: number;
  title: string;
  active: boolean;
  completed: boolean;
  summary?: ReactNode;
  editLabel?: string;
  onEdit?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <WizardStep
      className="vaccination-step"
      heading={t('vaccinations.modal.stepHeading', { number, title })}
      doneLabel={t('vaccinations.modal.stepDone')}
      active={active}
      completed={completed}
      summary={summary}
      edit={onEdit && editLabel ? { label: editLabel, onClick: onEdit } : undefined}
    >
      {children}
    </WizardStep>
  );
}
