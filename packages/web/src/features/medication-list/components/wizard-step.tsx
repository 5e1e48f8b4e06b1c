import { Anchor, Badge, Group, Stack, Title } from '@mantine/core';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface WizardStepProps {
  number: number;
  title: string;
  active: boolean;
  completed: boolean;
  onEdit: () => void;
  /** What the step decided, shown while it is completed and closed. */
  summary: ReactNode;
  children: ReactNode;
}

/**
 * One step of the add-medication wizard (seed 001 §2.3): a numbered heading, the step's fields while it is active,
 * its summary and an edit link once it is completed. The active step's heading takes focus when the step opens, so
 * a keyboard or screen-reader user lands where the wizard went.
 */
export function WizardStep({ number, title, active, completed, onEdit, summary, children }: WizardStepProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const wasActive = useRef(active);
  useEffect(() => {
    if (active && !wasActive.current) heading.current?.focus();
    wasActive.current = active;
  }, [active]);

  return (
    <li className="medication-wizard-step" aria-current={active ? 'step' : undefined}>
      <section aria-labelledby={headingId}>
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              <Title order={3} size="h5" id={headingId} ref={heading} tabIndex={-1}>
                {t('medication-list.add.stepHeading', { number, title })}
              </Title>
              {completed ? (
                <Badge size="sm" variant="light" color="teal">
                  {t('medication-list.add.stepDone')}
                </Badge>
              ) : null}
            </Group>
            {completed ? (
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={onEdit}
                aria-label={t('medication-list.add.editStep', { title })}
              >
                {t('medication-list.add.edit')}
              </Anchor>
            ) : null}
          </Group>
          {active ? children : completed ? summary : null}
        </Stack>
      </section>
    </li>
  );
}
