import { type Meeting, type ProgrammeOffer, TREATMENT_PROGRAMME_ERROR_KEYS } from '@konsult/domain';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { useRequestId } from '../../../lib/use-request-id';
import { RequestErrorBanner } from '../../../ui/error-state';
import { QueryBoundary } from '../../../ui/query-state';
import { SuccessNotice } from '../../../ui/success-notice';
import { useProgrammeOffers, useStartCarePlan } from '../api/offers';

/** A refused start in the clinician's words: already running, not a programme we have, or anything else. */
function startFailure(t: TFunction, error: unknown): string {
  if (isApiError(error) && error.key === TREATMENT_PROGRAMME_ERROR_KEYS.alreadyActive) {
    return t('treatmentProgrammes.start.alreadyActive');
  }
  if (isApiError(error) && error.key === TREATMENT_PROGRAMME_ERROR_KEYS.unknownProgramme) {
    return t('treatmentProgrammes.start.unknownProgramme');
  }
  return t('treatmentProgrammes.start.failed');
}

/**
 * The treatment-programme action (seed 000 §2; issue 21): the programmes the psychologist may start for the meeting's
 * patient, those already running marked and not startable. Starting one gives the patient its first module at once;
 * the record pane's programme tabs show it.
 */
export function StartProgrammePanel({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation();
  const offers = useProgrammeOffers(meeting.patientId, meeting.id);
  return (
    <QueryBoundary
      query={offers}
      loading={t('treatmentProgrammes.start.loading')}
      error={{ title: t('treatmentProgrammes.start.loadErrorTitle'), message: t('treatmentProgrammes.loadError') }}
      empty={{ text: t('treatmentProgrammes.start.none'), when: (list) => list.length === 0 }}
    >
      {(list) => <OfferList meeting={meeting} offers={list} />}
    </QueryBoundary>
  );
}

function OfferList({ meeting, offers }: { meeting: Meeting; offers: ProgrammeOffer[] }) {
  const { t } = useTranslation();
  const start = useStartCarePlan(meeting.id);
  const requestId = useRequestId();
  // The request id is the new care plan's: kept while the same programme is tried again, new for another one.
  const lastTried = useRef<string | null>(null);
  const [started, setStarted] = useState<string | null>(null);

  const onStart = (offer: ProgrammeOffer) => {
    if (lastTried.current !== offer.identifier) requestId.renew();
    lastTried.current = offer.identifier;
    setStarted(null);
    start.mutate(
      {
        requestId: requestId.current(),
        userId: meeting.patientId,
        meetingId: meeting.id,
        treatmentProgrammeIdentifier: offer.identifier,
      },
      {
        onSuccess: (data) => {
          requestId.renew();
          lastTried.current = null;
          setStarted(data.carePlan.title);
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm">{t('treatmentProgrammes.start.intro', { name: meeting.user.name })}</Text>
      {started ? (
        <SuccessNotice onClose={() => setStarted(null)}>
          {t('treatmentProgrammes.start.started', { title: started, name: meeting.user.name })}
        </SuccessNotice>
      ) : null}
      <RequestErrorBanner
        title={t('treatmentProgrammes.start.failedTitle')}
        message={start.isError ? startFailure(t, start.error) : null}
      />
      <ul aria-label={t('treatmentProgrammes.start.list')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {offers.map((offer) => (
          <OfferCard
            key={offer.identifier}
            offer={offer}
            starting={start.isPending && start.variables?.treatmentProgrammeIdentifier === offer.identifier}
            busy={start.isPending}
            onStart={() => onStart(offer)}
          />
        ))}
      </ul>
    </Stack>
  );
}

function OfferCard({
  offer,
  starting,
  busy,
  onStart,
}: {
  offer: ProgrammeOffer;
  starting: boolean;
  busy: boolean;
  onStart: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper component="li" withBorder p="sm" mb="xs" aria-labelledby={titleId}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={600} size="sm" id={titleId}>
            {offer.title}
          </Text>
          {offer.alreadyActive ? (
            <Badge color="teal" variant="light" size="sm">
              {t('treatmentProgrammes.start.active')}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm">{offer.description}</Text>
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="gray.7">
            {t('treatmentProgrammes.start.modules', { count: offer.moduleCount })}
          </Text>
          {offer.alreadyActive ? null : (
            <Button
              size="compact-sm"
              loading={starting}
              disabled={busy && !starting}
              onClick={onStart}
              aria-label={t('treatmentProgrammes.start.startNamed', { title: offer.title })}
            >
              {t('treatmentProgrammes.start.submit')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
