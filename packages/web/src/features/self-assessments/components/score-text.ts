import type { SentSelfAssessment } from '@konsult/domain';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n/language';

/** "Score 12 of 21, moderate": the score as the clinician's language writes numbers (3,95 in Swedish). */
export function useScoreText() {
  const { t, i18n } = useTranslation();
  return (a: Pick<SentSelfAssessment, 'score' | 'maxScore' | 'band'>) => {
    const number = new Intl.NumberFormat(intlLocale(i18n.language), { maximumFractionDigits: 2 });
    return t('selfAssessments.send.score', {
      score: number.format(a.score ?? 0),
      max: number.format(a.maxScore),
      band: a.band ? t(`selfAssessments.band.${a.band}`, { defaultValue: a.band }) : '',
    });
  };
}
