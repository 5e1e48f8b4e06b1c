import { Alert, Button, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TabPanelProps } from '../../../lib/record-pane/tab-panels';
import { EmptyText } from '../../../ui/empty-state';
import { LoadingState } from '../../../ui/loading-state';
import { QueryErrorState } from '../../../ui/query-state';
import { patientDocumentImageUrl, usePatientDocuments } from '../api/use-patient-documents';
import { useMarketFormat } from '../components/use-market-format';
import { ImageViewer } from './image-viewer';

/**
 * Seed 001 §2.3 documents: the patient's attached documents as thumbnails opening an image viewer, a refresh button
 * and, when a refresh fails, a banner above the list the clinician already has.
 */
export function DocumentsPanel({ patientId, meeting }: TabPanelProps) {
  const { t } = useTranslation();
  const format = useMarketFormat();
  const meetingId = meeting?.id ?? null;
  const documents = usePatientDocuments({
    patientId,
    meetingId,
    surveyInformationId: meeting?.symptoms?.surveyInformationId ?? null,
  });
  const [open, setOpen] = useState<number | null>(null);
  const list = documents.data?.patientDocuments ?? [];

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h5">
          {t('consultation.leftbar.documents')}
        </Title>
        <Button
          variant="default"
          size="compact-sm"
          onClick={() => void documents.refetch()}
          loading={documents.isFetching && !documents.isPending}
          disabled={documents.isPending}
        >
          {t('recordPane.documents.refresh')}
        </Button>
      </Group>
      {documents.isPending ? (
        <LoadingState label={t('recordPane.documents.loading')} minHeight="6rem" />
      ) : documents.isError && !documents.data ? (
        <QueryErrorState
          query={documents}
          error={{ title: t('recordPane.documents.errorTitle'), message: t('recordPane.documents.errorMessage') }}
        />
      ) : (
        <>
          {documents.isError ? (
            <Alert color="red" variant="light" role="alert">
              {t('recordPane.documents.refreshError')}
            </Alert>
          ) : null}
          {list.length === 0 ? (
            <EmptyText>{t('recordPane.documents.empty')}</EmptyText>
          ) : meetingId === null ? (
            // Document images are read through a meeting with the patient; the meetingless view lists them only.
            <Stack gap={4}>
              <Text size="sm" c="gray.7">
                {t('recordPane.documents.imagesInMeeting')}
              </Text>
              <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
                {list.map((document) => (
                  <li key={document.patientDocumentId}>
                    <Text size="sm">{t('recordPane.documents.item', { date: format.date(document.createdAt) })}</Text>
                  </li>
                ))}
              </ul>
            </Stack>
          ) : (
            <Group gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {list.map((document, index) => (
                <li key={document.patientDocumentId}>
                  <UnstyledButton
                    onClick={() => setOpen(index)}
                    className="record-pane__thumbnail"
                    aria-label={t('recordPane.documents.open', { date: format.date(document.createdAt) })}
                  >
                    <img
                      src={patientDocumentImageUrl(document.patientDocumentId, meetingId)}
                      alt=""
                      width={200}
                      height={100}
                      loading="lazy"
                      style={{ objectFit: 'cover', display: 'block' }}
                    />
                  </UnstyledButton>
                  <Text size="xs" c="gray.7" mt={2}>
                    {format.date(document.createdAt)}
                  </Text>
                </li>
              ))}
            </Group>
          )}
        </>
      )}
      <ImageViewer
        images={list.map((document) => ({
          src: patientDocumentImageUrl(document.patientDocumentId, meetingId ?? ''),
          caption: format.date(document.createdAt),
        }))}
        index={open}
        onIndexChange={setOpen}
      />
    </Stack>
  );
}
