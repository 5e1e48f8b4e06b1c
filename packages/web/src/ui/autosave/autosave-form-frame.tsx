import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { type FocusEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AutosaveEngine, AutosaveState } from '../../lib/autosave';
import { LoadingState } from '../loading-state';
import { AutosaveStatusText } from './autosave-status';
import { ConflictDialog } from './conflict-dialog';

interface AutosaveFormFrameProps<M> {
  title: string;
  loadingLabel: string;
  /** The space the loading state holds, so that what follows the form does not move when it arrives. */
  loadingMinHeight?: string;
  conflictTitle: string;
  state: AutosaveState<M>;
  engine: Pick<AutosaveEngine<M>, 'flush' | 'retry' | 'resolveConflict'>;
  /** Facts under the title: "Signed …", the struck warning. */
  notices?: ReactNode;
  /** The form, shown once the server's copy is loaded. */
  children: ReactNode;
}

/**
 * What every autosaved form shows around its fields (seed 002 §4 and §8): a title with the save status and
 * "Save now", the "could not connect to database" banner with Try again (a warning when loading failed), the
 * conflict choice, and a save when focus leaves the form.
 */
export function AutosaveFormFrame<M>({
  title,
  loadingLabel,
  loadingMinHeight,
  conflictTitle,
  state,
  engine,
  notices,
  children,
}: AutosaveFormFrameProps<M>) {
  const { t } = useTranslation();
  const titleId = useId();
  const ready = state.phase === 'ready';

  const saveOnLeave = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    void engine.flush();
  };

  return (
    <Stack gap="sm" aria-labelledby={titleId} role="group">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {ready && !state.readOnly ? (
          <Group gap="sm">
            <AutosaveStatusText status={state.status} />
            <Button size="xs" variant="default" onClick={() => void engine.flush()}>
              {t('autosave.saveNow')}
            </Button>
          </Group>
        ) : null}
      </Group>
      {notices}
      {state.fetchError ? (
        <Alert color="yellow" variant="light" role="alert" title={t('autosave.couldNotConnect')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('autosave.fetchErrorBody')}</Text>
            <Button size="xs" variant="default" onClick={() => engine.retry()} loading={state.fetching}>
              {t('common.tryAgain')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {state.saveError ? (
        <Alert color="red" variant="light" role="alert" title={t('autosave.couldNotConnect')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('autosave.saveErrorBody')}</Text>
            <Button size="xs" variant="default" onClick={() => engine.retry()} loading={state.status === 'saving'}>
              {t('common.tryAgain')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {state.restoredDraft && state.status !== 'saved' ? (
        <Text size="sm" c="dimmed">
          {t('autosave.restoredDraft')}
        </Text>
      ) : null}
      {ready ? (
        <div onBlur={saveOnLeave}>{children}</div>
      ) : state.fetchError ? null : (
        <LoadingState label={loadingLabel} minHeight={loadingMinHeight} />
      )}
      <ConflictDialog
        opened={state.conflict !== null}
        title={conflictTitle}
        busy={state.fetching}
        onChoose={(choice) => engine.resolveConflict(choice)}
      />
    </Stack>
  );
}
