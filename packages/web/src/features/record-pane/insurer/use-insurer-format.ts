import { isEmptyInsurerValue } from '@konsult/domain';
import { useTranslation } from 'react-i18next';
import { useMarketFormat } from '../components/use-market-format';

/** The insurer panels' values: 'No information' for an empty one (seed 001 §8), dates, pounds, yes and no. */
export function useInsurerFormat() {
  const { t } = useTranslation();
  const format = useMarketFormat();
  const noInformation = t('insurer.noInformation');
  const money = new Intl.NumberFormat(format.locale, { style: 'currency', currency: 'GBP' });
  return {
    noInformation,
    text: (value: string | number | null | undefined): string =>
      isEmptyInsurerValue(value) ? noInformation : String(value).trim(),
    date: (iso: string | null | undefined): string =>
      iso && !isEmptyInsurerValue(iso) ? format.calendarDate(iso.trim()) : noInformation,
    money: (amount: number | null | undefined): string =>
      typeof amount === 'number' && Number.isFinite(amount) ? money.format(amount) : noInformation,
    yesNo: (value: boolean | null | undefined): string =>
      value === null || value === undefined ? noInformation : value ? t('insurer.yes') : t('insurer.no'),
    lines: (lines: string[]): string =>
      isEmptyInsurerValue(lines.filter((line) => line.trim() !== '')) ? noInformation : lines.join(', '),
  };
}
