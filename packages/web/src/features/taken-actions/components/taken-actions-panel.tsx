import { MARKET_TIME_ZONE, type TakenActionsSection } from '@konsult/domain';
import { Modal, Stack, Text, Title } from '@mantine/core';
import { type ComponentType, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n/language';
import type { TakenActionItemsProps, TakenActionMessage, TakenActionViews } from '../../../lib/actions/action-module';
import { formatDateTime } from '../../../lib/format-time';
import { useMe } from '../../../lib/session/me-context';
import { useTakenActions } from '../../../lib/taken-actions/use-taken-actions';
import { QueryBoundary } from '../../../ui/query-state';
import { TakenActionList } from '../../../ui/taken-action-card';

interface TakenActionsPanelProps {
  meetingId: string;
  /** How each kind of item is drawn: each action module's own view, composed in by the app. */
  views: TakenActionViews;
}

/**
 * Seed 000 §2 / 002 §2 taken actions: grouped cards with a section header each, one section per action that has
 * something in the meeting. A message or a referral opens in a 60rem modal, a document its PDF. This panel knows no
 * action by name: the sections come from the server's registry, their items' views from the app's.
 */
export function TakenActionsPanel({ meetingId, views }: TakenActionsPanelProps) {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const taken = useTakenActions(meetingId);
  const [open, setOpen] = useState<TakenActionMessage | null>(null);
  const when = (epochMs: number) =>
    formatDateTime(epochMs, intlLocale(i18n.language), MARKET_TIME_ZONE[me.pool.country]);

  return (
    <QueryBoundary
      query={taken}
      loading={t('takenActions.loading')}
      error={{ title: t('takenActions.errorTitle'), message: t('takenActions.error') }}
      empty={{ text: t('takenActions.empty'), when: (data) => data.count === 0 }}
    >
      {({ sections }) => (
        <Stack gap="md">
          {sections.map((section) => (
            <Section key={section.kind} section={section} views={views} when={when} openMessage={setOpen} />
          ))}
          <Modal
            opened={open !== null}
            onClose={() => setOpen(null)}
            size="60rem"
            title={open?.title}
            closeButtonProps={{ 'aria-label': t('common.close') }}
          >
            {open ? (
              <Stack gap="xs">
                <Text size="sm" c="gray.7">
                  {open.meta}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {open.body}
                </Text>
              </Stack>
            ) : null}
          </Modal>
        </Stack>
      )}
    </QueryBoundary>
  );
}

type SectionProps = Omit<TakenActionItemsProps<TakenActionsSection['kind']>, 'items'> & {
  section: TakenActionsSection;
  views: TakenActionViews;
};

function Section({ section, views, when, openMessage }: SectionProps) {
  const { t } = useTranslation();
  const id = useId();
  // The view of the section's own kind: the union's pairing of kind and items is kept by the registry's type.
  const Items = views[section.kind] as ComponentType<TakenActionItemsProps<typeof section.kind>> | undefined;
  if (!Items) return null;
  return (
    <Stack component="section" gap="xs" aria-labelledby={id}>
      <Title order={3} size="h6" id={id}>
        {t(`takenActions.sections.${section.kind}`, { count: section.items.length })}
      </Title>
      <TakenActionList>
        <Items items={section.items} when={when} openMessage={openMessage} />
      </TakenActionList>
    </Stack>
  );
}
