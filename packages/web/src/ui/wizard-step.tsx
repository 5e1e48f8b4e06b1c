import { Anchor, Badge, Group, Stack, Title } from '@mantine/core';
import { type ReactNode, useEffect, useId, useRef } from 'react';

/**
 * One step of a wizard in a list of steps (the add-medication and add-vaccination modals): a heading, the step's
 * fields while it is active, its summary and an edit link once it is completed. The heading takes focus when its
 * step opens, so keyboard and screen-reader users land where the wizard went. Labels come translated.
 */
export function WizardStep({
  heading,
  doneLabel,
  active,
  completed,
  summary,
  edit,
  className,
  children,
}: {
  heading: string;
  doneLabel: string;
  active: boolean;
  completed: boolean;
  /** What the step decided, shown while it is completed and closed. */
  summary?: ReactNode;
  edit?: { label: string; ariaLabel?: string; onClick: () => void };
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wasActive = useRef(active);
  useEffect(() => {
    if (active && !wasActive.current) headingRef.current?.focus();
    wasActive.current = active;
  }, [active]);

  return (
    <li className={className} aria-current={active ? 'step' : undefined}>
      <Stack component="section" aria-labelledby={headingId} gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Title order={3} size="h5" id={headingId} ref={headingRef} tabIndex={-1}>
              {heading}
            </Title>
            {completed ? (
              <Badge size="sm" variant="light" color="teal">
                {doneLabel}
              </Badge>
            ) : null}
          </Group>
          {completed && edit ? (
            <Anchor component="button" type="button" size="sm" onClick={edit.onClick} aria-label={edit.ariaLabel}>
              {edit.label}
            </Anchor>
          ) : null}
        </Group>
        {active ? children : completed ? summary : null}
      </Stack>
    </li>
  );
}
