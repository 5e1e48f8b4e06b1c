import { Badge, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TabCounter, TabPanel, TabPanelProps } from '../../../lib/record-pane/tab-panels';
import { WarningIcon } from '../../../ui/icons';

/**
 * The counter beside a tab's name (seed 001 §2.2): the count, a spinner while loading, a warning icon on error, or
 * '?' when it cannot be known. Each counter hook runs in its own component, so a tab appearing or going (symptoms
 * once the answers load) never changes the order of hooks anywhere.
 */
export function TabCounterSlot({ panel, panelProps }: { panel: TabPanel | undefined; panelProps: TabPanelProps }) {
  const useCounter = panel?.useCounter;
  return useCounter ? <CounterBadge useCounter={useCounter} panelProps={panelProps} /> : null;
}

function CounterBadge({
  useCounter,
  panelProps,
}: {
  useCounter: (props: TabPanelProps) => TabCounter;
  panelProps: TabPanelProps;
}) {
  const counter = useCounter(panelProps);
  // Issue 22: the spinner, the badge and the icon sit in one fixed box, so a tab keeps its size when its count
  // arrives and the wrapped rows of tabs (and the panel under them) do not move.
  return (
    <span className="record-pane__counter">
      <CounterView counter={counter} />
    </span>
  );
}

export function CounterView({ counter }: { counter: TabCounter }) {
  const { t } = useTranslation();
  switch (counter.state) {
    case 'ready':
      return (
        <Badge size="sm" variant="light" color="gray" circle={counter.count < 10}>
          {counter.count}
        </Badge>
      );
    case 'loading':
      return (
        <span role="img" aria-label={t('recordPane.counter.loading')} style={{ display: 'inline-flex' }}>
          <Loader size={12} aria-hidden />
        </span>
      );
    case 'error':
      return (
        <span
          role="img"
          aria-label={t('recordPane.counter.error')}
          title={t('recordPane.counter.error')}
          style={{ display: 'inline-flex', color: 'var(--mantine-color-orange-8)' }}
        >
          <WarningIcon size={14} />
        </span>
      );
    case 'unknown':
      return (
        <Badge size="sm" variant="light" color="gray" circle role="img" aria-label={t('recordPane.counter.unknown')}>
          ?
        </Badge>
      );
  }
}
