import { Anchor, Badge, Group, Stack, Title } from '@mantine/core';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One step of the add-vaccination modal (seed 001 §2.3: vaccine, then dose details): a numbered heading, its fields
 * while active, its summary and a change link once done. The heading takes focus when its step opens, so keyboard
 * and screen-reader users land where the modal went.
 */
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
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const wasActive = useRef(active);
  useEffect(() => {
    if (active && !wasActive.current) heading.current?.focus();
    wasActive.current = active;
  }, [active]);

  return (
    <li className="vaccination-step" aria-current={active ? 'step' : undefined}>
      <Stack component="section" aria-labelledby={headingId} gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Title order={3} size="h5" id={headingId} ref={heading} tabIndex={-1}>
              {t('vaccinations.modal.stepHeading', { number, title })}
            </Title>
            {completed ? (
              <Badge size="sm" variant="light" color="teal">
                {t('vaccinations.modal.stepDone')}
              </Badge>
            ) : null}
          </Group>
          {completed && onEdit ? (
            <Anchor component="button" type="button" size="sm" onClick={onEdit}>
              {editLabel}
            </Anchor>
          ) : null}
        </Group>
        {active ? children : completed ? summary : null}
      </Stack>
    </li>
  );
}
