import { Checkbox, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n/language';
import { formatDateTime } from '../../../lib/format-time';
import { QueryBoundary } from '../../../ui/query-state';
import { photoThumbnailUrl } from '../api/paths';
import { useReferralImages } from '../api/queries';

/**
 * The meeting's symptom photos as thumbnails, each a checkbox named by its place and when it was sent, so a screen
 * reader (and a test) can tell them apart. Chosen ids keep the order the photos were sent in.
 */
export function PhotoPicker({
  meetingId,
  timeZone,
  chosen,
  onChange,
}: {
  meetingId: string;
  timeZone: string;
  chosen: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const images = useReferralImages(meetingId);
  return (
    <fieldset className="specialist-referral__photos">
      <legend>{t('specialistReferrals.photos.title')}</legend>
      <QueryBoundary
        query={images}
        loading={t('specialistReferrals.photos.loading')}
        error={{ title: t('specialistReferrals.photos.errorTitle'), message: t('specialistReferrals.photos.error') }}
      >
        {({ images: photos }) =>
          photos.length === 0 ? (
            <Text size="sm" c="gray.7">
              {t('specialistReferrals.photos.none')}
            </Text>
          ) : (
            <>
              <Text size="sm" c="gray.7">
                {t('specialistReferrals.photos.hint')}
              </Text>
              <ul className="specialist-referral__photo-list">
                {photos.map((photo, i) => {
                  const label = t('specialistReferrals.photos.photo', {
                    number: i + 1,
                    count: photos.length,
                    when: formatDateTime(photo.createdAt, intlLocale(i18n.language), timeZone),
                  });
                  const checked = chosen.includes(photo.id);
                  return (
                    <li key={photo.id}>
                      <img src={photoThumbnailUrl(meetingId, photo.id)} alt="" width={200} height={100} />
                      <Checkbox
                        label={label}
                        checked={checked}
                        onChange={(event) => {
                          const next = event.currentTarget.checked
                            ? photos.filter((p) => p.id === photo.id || chosen.includes(p.id))
                            : photos.filter((p) => p.id !== photo.id && chosen.includes(p.id));
                          onChange(next.map((p) => p.id));
                        }}
                      />
                    </li>
                  );
                })}
              </ul>
            </>
          )
        }
      </QueryBoundary>
    </fieldset>
  );
}
