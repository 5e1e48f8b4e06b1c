import { groupResultsByCategory, type InterpretedLabResult, type LabResult } from '@konsult/domain';
import { useTranslation } from 'react-i18next';
import { looseT } from '../../../i18n/loose-t';
import { EmptyText } from '../../../ui/empty-state';
import { formatLabValue, rangeText } from '../format';

/** Seed 001 §2.3: a test's results grouped by category, each with its reference range and assessment in words. */
export function LabResults({ results, locale }: { results: LabResult[]; locale: string }) {
  const { t } = useTranslation();
  const lt = looseT(t);
  const groups = groupResultsByCategory(results);
  if (groups.length === 0) return <EmptyText>{t('healthChecks.results.none')}</EmptyText>;
  return (
    <>
      {groups.map((group) => {
        const category = lt(`healthChecks.category.${group.categoryLocalizationKey}`, {
          defaultValue: group.categoryLocalizationKey,
        });
        return (
          <table key={group.categoryLocalizationKey} className="lab-results">
            <caption>
              {group.outOfRange > 0
                ? t('healthChecks.results.categoryOutOfRange', { category, count: group.outOfRange })
                : category}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('healthChecks.results.marker')}</th>
                <th scope="col">{t('healthChecks.results.value')}</th>
                <th scope="col">{t('healthChecks.results.range')}</th>
                <th scope="col">{t('healthChecks.results.interpretation')}</th>
              </tr>
            </thead>
            <tbody>
              {group.results.map((result) => (
                <ResultRow key={result.marker.id} result={result} locale={locale} />
              ))}
            </tbody>
          </table>
        );
      })}
    </>
  );
}

function ResultRow({ result, locale }: { result: InterpretedLabResult; locale: string }) {
  const { t } = useTranslation();
  const lt = looseT(t);
  const range = rangeText(result.referenceRange, locale);
  const { interpretation } = result;
  const flag =
    interpretation.kind === 'out-of-range'
      ? {
          text: t(`healthChecks.interpretation.${interpretation.side}`),
          mark: interpretation.side === 'high' ? '▲' : '▼',
        }
      : {
          text: t(`healthChecks.interpretation.${interpretation.kind}`),
          mark: interpretation.kind === 'normal' ? '✓' : '?',
        };
  return (
    <tr className={`lab-results__row lab-results__row--${interpretation.kind}`}>
      <th scope="row">
        {lt(`healthChecks.marker.${result.marker.localizationKey}`, { defaultValue: result.marker.localizationKey })}
      </th>
      <td>
        {result.valueQuantity && result.dataMissingReason === null ? (
          formatLabValue(result.valueQuantity, locale)
        ) : (
          <>
            {t('healthChecks.results.noValue')}
            {result.dataMissingReason ? <span className="lab-results__reason">{result.dataMissingReason}</span> : null}
          </>
        )}
      </td>
      <td>
        {range.kind === 'between'
          ? t('healthChecks.results.rangeBetween', range)
          : range.kind === 'atLeast'
            ? t('healthChecks.results.rangeAtLeast', range)
            : range.kind === 'atMost'
              ? t('healthChecks.results.rangeAtMost', range)
              : t('healthChecks.results.noRange')}
      </td>
      <td className="lab-results__flag">
        <span aria-hidden className="lab-results__mark">
          {flag.mark}
        </span>{' '}
        {flag.text}
      </td>
    </tr>
  );
}
