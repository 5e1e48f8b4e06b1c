import { displayIdNumber, type Meeting, type PatientOverview } from '@konsult/domain';
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyText } from '../../../ui/empty-state';
import { FactList, PaneSection } from '../components/pane-section';
import { useMarketFormat } from '../components/use-market-format';

type User = Meeting['user'];

/** Phone, email and address. */
export function ContactSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const address = user.address
    ? [user.address.address, `${user.address.zip} ${user.address.city}`.trim(), user.address.country]
        .filter(Boolean)
        .join(', ')
    : null;
  const hasAny = user.phone || user.email || address;
  return (
    <PaneSection title={t('patientTab.contact.title')}>
      {hasAny ? (
        <FactList
          facts={[
            [
              t('patientTab.contact.phone'),
              user.phone ? (
                <Anchor href={`tel:${user.phone}`} c="teal.9">
                  {user.phone}
                </Anchor>
              ) : null,
            ],
            [
              t('patientTab.contact.email'),
              user.email ? (
                <Anchor href={`mailto:${user.email}`} c="teal.9">
                  {user.email}
                </Anchor>
              ) : null,
            ],
            [t('patientTab.contact.address'), address],
          ]}
        />
      ) : (
        <EmptyText>{t('patientTab.contact.none')}</EmptyText>
      )}
    </PaneSection>
  );
}

function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Language, and per market: British practice and NHS number, French AME/CMU-C, Swedish listing. */
export function OtherInformationSection({ user, overview }: { user: User; overview: PatientOverview | undefined }) {
  const { t } = useTranslation();
  const format = useMarketFormat();
  const yesNo = (value: boolean) => (value ? t('patientTab.other.yes') : t('patientTab.other.no'));
  const listing = overview?.listing;
  return (
    <PaneSection title={t('patientTab.other.title')}>
      <FactList
        facts={[
          [t('patientTab.other.language'), languageName(user.language, format.locale)],
          [t('patientTab.other.practice'), user.gb?.practiceName ?? null],
          [t('patientTab.other.nhsNumber'), user.gb?.nhsNumber ? displayIdNumber(user.gb.nhsNumber, 'GB') : null],
          [t('patientTab.other.ame'), user.fr ? yesNo(user.fr.statusAme) : null],
          [t('patientTab.other.cmuc'), user.fr ? yesNo(user.fr.statusCmuc) : null],
          [
            t('patientTab.other.listing'),
            format.country === 'SE' && listing
              ? listing.isListed && listing.healthCenter
                ? t('patientTab.other.listedAt', { healthCenter: listing.healthCenter })
                : t('patientTab.other.notListed')
              : null,
          ],
          [t('patientTab.other.bvc'), format.country === 'SE' && listing ? yesNo(listing.isBvcListed) : null],
        ]}
      />
    </PaneSection>
  );
}
