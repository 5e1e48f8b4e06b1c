import { Group, Image, Modal, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { symptomImageUrl } from '../api/use-survey-response';

/** Seed 001 §9: thumbnails 200×100. */
const THUMBNAIL = { width: 200, height: 100 } as const;

/** The photos of one question as 200×100 thumbnails (cropped to fill), each opening larger on click. */
export function SymptomPhotos({
  question,
  imageIds,
  meetingId,
}: {
  question: string;
  imageIds: string[];
  meetingId: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const openId = open === null ? undefined : imageIds[open];
  return (
    <>
      <Group gap="xs" mt={4}>
        {imageIds.map((imageId, index) => (
          <UnstyledButton
            key={imageId}
            onClick={() => setOpen(index)}
            aria-label={t('symptoms.photo.open', { index: index + 1, question })}
            className="record-pane__thumbnail"
          >
            <img
              src={symptomImageUrl(imageId, meetingId, THUMBNAIL)}
              alt=""
              width={THUMBNAIL.width}
              height={THUMBNAIL.height}
              loading="lazy"
              style={{ objectFit: 'cover', display: 'block' }}
            />
          </UnstyledButton>
        ))}
      </Group>
      <Modal
        opened={openId !== undefined}
        onClose={() => setOpen(null)}
        title={t('symptoms.photo.dialogTitle', { index: (open ?? 0) + 1, question })}
        size="auto"
        centered
      >
        {openId ? (
          <Image
            src={symptomImageUrl(openId, meetingId)}
            alt={t('symptoms.photo.alt', { index: (open ?? 0) + 1, question })}
            maw="min(90vw, 60rem)"
            mah="75vh"
            fit="contain"
          />
        ) : null}
      </Modal>
    </>
  );
}
