import { MARKET_TIME_ZONE, type Program, type TargetDisease } from '@konsult/domain';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../i18n/language';
import { looseT } from '../../i18n/loose-t';
import { formatDate } from '../../lib/format-time';

/** The vaccination list is Swedish (seed 001 §2.1): days on the Stockholm calendar. */
export const VACCINATION_TIME_ZONE = MARKET_TIME_ZONE.SE;

/**
 * Titles for the catalogue's ids (ours, in the locale catalogues; an id the catalogue adds later shows as itself),
 * and dates and quantities in the UI language.
 */
export function useVaccinationFormat() {
  const { t, i18n } = useTranslation();
  const loose = looseT(t);
  const locale = intlLocale(i18n.language);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  const diseaseName = (d: TargetDisease) =>
    loose(`vaccinations.disease.${d.code}`, { defaultValue: t('vaccinations.disease.other') });
  return {
    date: (epochMs: number) => formatDate(epochMs, locale, VACCINATION_TIME_ZONE),
    program: (program: Pick<Program, 'lokaliseKeySuffix'>) =>
      loose(`vaccinations.program.${program.lokaliseKeySuffix}`, { defaultValue: program.lokaliseKeySuffix }),
    bodySite: (id: string) => loose(`vaccinations.bodySite.${id}`, { defaultValue: id }),
    quantity: (value: number, unit: string) => `${number.format(value)} ${unit}`,
    /** "tick-borne encephalitis", "diphtheria, tetanus and whooping cough" (Intl's list format). */
    diseases: (diseases: readonly TargetDisease[]) =>
      new Intl.ListFormat(locale, { type: 'conjunction' }).format(diseases.map(diseaseName)),
    dose: (doseNumber: number, program: Pick<Program, 'seriesDoses'>) =>
      program.seriesDoses === undefined
        ? t('vaccinations.item.doseOpenEnded', { dose: doseNumber })
        : t('vaccinations.item.dose', { dose: doseNumber, total: program.seriesDoses }),
  };
}

export type VaccinationFormat = ReturnType<typeof useVaccinationFormat>;
