import { Stack, Title, UnstyledButton } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryBoundary } from '../../../ui/query-state';

/**
 * One insurer panel (seed 001 §2.3 "Insurer panels (all collapsible)"): an h3 whose text is a toggle button
 * (`aria-expanded`), open at first; its content is mounted only while open.
 */
export function CollapsibleSection({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  const headingId = useId();
  const bodyId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs" className="insurer-section">
      <Title order={3} size="h6" id={headingId}>
        <UnstyledButton
          aria-expanded={open}
          aria-controls={open ? bodyId : undefined}
          onClick={() => setOpen((current) => !current)}
          style={{ display: 'flex', alignItems: 'center', gap: '0.375rem', fontWeight: 'inherit', width: '100%' }}
        >
          <span aria-hidden style={{ display: 'inline-block', width: '0.75rem' }}>
            {open ? '▾' : '▸'}
          </span>
          {title}
        </UnstyledButton>
      </Title>
      {open ? <div id={bodyId}>{children}</div> : null}
    </Stack>
  );
}

/**
 * A collapsible insurer panel over its own query: its spinner, its error ('refresh or contact support', seed 001 §8)
 * with "Try again", or its content — so one failing insurer call never hides the other panels.
 */
export function InsurerQuerySection<T, E>({
  title,
  query,
  loading,
  error,
  children,
}: {
  title: string;
  query: UseQueryResult<T, E>;
  loading: string;
  error: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <CollapsibleSection title={title}>
      <QueryBoundary
        query={query}
        loading={loading}
        loadingHeight="4rem"
        error={{ title: error, message: t('insurer.refreshOrContactSupport') }}
      >
        {children}
      </QueryBoundary>
    </CollapsibleSection>
  );
}
