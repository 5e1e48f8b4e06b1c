import { MARKET_TIME_ZONE } from '@konsult/domain';
import { Anchor, Modal, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n/language';
import { formatDateTime } from '../../../lib/format-time';
import { useMe } from '../../../lib/session/me-context';
import { useTakenActions } from '../../../lib/taken-actions/use-taken-actions';
import { EmptyText } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { LoadingState } from '../../../ui/loading-state';
import './taken-actions.css';

/**
 * Seed 000 §2 / 002 §2 taken actions: grouped cards with a section header each. A sent message and a referral open
 * their message in a 60rem modal, a document its PDF. Each later action's section joins here.
 */
export function TakenActionsPanel({ meetingId }: { meetingId: string }) {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const taken = useTakenActions(meetingId);
  const [open, setOpen] = useState<{ title: string; meta: string; body: string } | null>(null);
  const when = (epochMs: number) =>
    formatDateTime(epochMs, intlLocale(i18n.language), MARKET_TIME_ZONE[me.pool.country]);

  if (taken.isPending) return <LoadingState label={t('takenActions.loading')} />;
  if (taken.isError) {
    return (
      <ErrorState
        title={t('takenActions.errorTitle')}
        message={t('takenActions.error')}
        retryLabel={t('common.tryAgain')}
        onRetry={() => void taken.refetch()}
        retrying={taken.isFetching}
      />
    );
  }
  if (taken.data.count === 0) return <EmptyText>{t('takenActions.empty')}</EmptyText>;
  return (
    <Stack gap="md">
      {taken.data.sections.map((section) => {
        const title = t(`takenActions.sections.${section.kind}`, { count: section.items.length });
        switch (section.kind) {
          case 'sent-messages':
            return (
              <Section key={section.kind} title={title}>
                {section.items.map((item) => (
                  <li key={item.id}>
                    <UnstyledButton
                      className="taken-action-card"
                      onClick={() =>
                        setOpen({
                          title: item.subject ?? t('takenActions.noSubject'),
                          meta: t('takenActions.sentBy', { name: item.senderName, when: when(item.sentAt) }),
                          body: item.message,
                        })
                      }
                    >
                      <Text size="sm" fw={600}>
                        {item.subject ?? t('takenActions.noSubject')}
                      </Text>
                      <Text size="xs" c="gray.7">
                        {when(item.sentAt)}
                      </Text>
                    </UnstyledButton>
                  </li>
                ))}
              </Section>
            );
          case 'booked-revisits':
            return (
              <Section key={section.kind} title={title}>
                {section.items.map((item) => (
                  <li key={item.meetingId} className="taken-action-card">
                    <Text size="sm" fw={600}>
                      {t('takenActions.revisitAt', { when: when(item.startMillis) })}
                    </Text>
                    {item.message ? (
                      <Text size="xs" c="gray.7">
                        {item.message}
                      </Text>
                    ) : null}
                  </li>
                ))}
              </Section>
            );
          case 'documents':
            return (
              <Section key={section.kind} title={title}>
                {section.items.map((item) => (
                  <li key={item.id}>
                    {/* Seed 002 §2: documents open their PDF. */}
                    <Anchor
                      className="taken-action-card"
                      href={`/api/medicaldocuments/finalised-document/${encodeURIComponent(item.id)}`}
                      target="_blank"
                      rel="noopener"
                      underline="never"
                    >
                      <Text size="sm" fw={600} component="span">
                        {item.title}
                      </Text>
                      <Text size="xs" c="gray.7" component="span">
                        {item.templateName} · {when(item.createdAt)}
                      </Text>
                    </Anchor>
                  </li>
                ))}
              </Section>
            );
          case 'referrals':
            return (
              <Section key={section.kind} title={title}>
                {section.items.map((item) => {
                  const to = t('takenActions.referralTo', {
                    profession: t(`referrals.profession.${item.profession}`),
                    name: item.clinicianName,
                    when: when(item.startTimeInclusive),
                  });
                  const meta = item.careFacilityName
                    ? `${to} · ${t('takenActions.referralAt', { facility: item.careFacilityName })}`
                    : to;
                  const kind = t(`takenActions.referralKind.${item.kind}`);
                  return (
                    <li key={item.internalReferralId}>
                      {/* Seed 002 §2: referrals open a modal with their message. */}
                      <UnstyledButton
                        className="taken-action-card"
                        onClick={() => setOpen({ title: kind, meta, body: item.message })}
                      >
                        <Text size="sm" fw={600}>
                          {kind}
                        </Text>
                        <Text size="xs" c="gray.7">
                          {meta}
                        </Text>
                      </UnstyledButton>
                    </li>
                  );
                })}
              </Section>
            );
        }
      })}
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
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack component="section" gap="xs" aria-labelledby={id}>
      <Title order={3} size="h6" id={id}>
        {title}
      </Title>
      <ul className="taken-action-list">{children}</ul>
    </Stack>
  );
}
