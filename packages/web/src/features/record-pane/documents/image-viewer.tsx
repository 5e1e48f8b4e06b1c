import { Button, Group, Image, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type ViewerImage = { src: string; caption: string };

/** A modal showing one image at a time, with previous and next (buttons, or the arrow keys). */
export function ImageViewer({
  images,
  index,
  onIndexChange,
}: {
  images: ViewerImage[];
  index: number | null;
  onIndexChange: (index: number | null) => void;
}) {
  const { t } = useTranslation();
  const image = index === null ? undefined : images[index];
  const hasPrevious = index !== null && index > 0;
  const hasNext = index !== null && index < images.length - 1;
  const go = (step: number) => {
    if (index !== null && images[index + step]) onIndexChange(index + step);
  };
  return (
    <Modal
      opened={image !== undefined}
      onClose={() => onIndexChange(null)}
      title={
        image
          ? t('recordPane.documents.viewerTitle', {
              index: (index ?? 0) + 1,
              count: images.length,
              date: image.caption,
            })
          : ''
      }
      size="auto"
      centered
    >
      {image ? (
        <Stack
          gap="sm"
          onKeyDown={(event) => {
            if (event.key === 'ArrowLeft') go(-1);
            if (event.key === 'ArrowRight') go(1);
          }}
        >
          <Image
            src={image.src}
            alt={t('recordPane.documents.imageAlt', { date: image.caption })}
            maw="min(90vw, 60rem)"
            mah="70vh"
            fit="contain"
          />
          <Group justify="space-between">
            <Button variant="default" onClick={() => go(-1)} disabled={!hasPrevious}>
              {t('recordPane.documents.previous')}
            </Button>
            <Button variant="default" onClick={() => go(1)} disabled={!hasNext}>
              {t('recordPane.documents.next')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
