import { Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** A titled part of a tab panel (h3 under the panel's h2), named by its title for screen readers. */
export function PaneSection({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} gap="xs">
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '0.5rem' }}>
        <Title order={3} size="h6" id={id}>
          {title}
        </Title>
        {actions}
      </div>
      {children}
    </Stack>
  );
}

/**
 * Label/value pairs; pairs without a value are left out. `stacked` puts each label above its value, for long labels
 * or values that would be squeezed into a narrow column beside them.
 */
export function FactList({
  facts,
  stacked = false,
}: {
  facts: [label: string, value: ReactNode][];
  stacked?: boolean;
}) {
  const shown = facts.filter(([, value]) => value !== null && value !== undefined && value !== '');
  return (
    <dl className={stacked ? 'record-pane__facts record-pane__facts--stacked' : 'record-pane__facts'}>
      {shown.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
