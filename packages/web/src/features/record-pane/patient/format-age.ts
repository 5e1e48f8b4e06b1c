import type { PatientAge } from '@konsult/domain';
import type { TFunction } from 'i18next';

/** Seed 001 §9 ages in words: "12 days", "5 months", "2 years 3 months", "45 years". */
export function formatAge(age: PatientAge, t: TFunction): string {
  switch (age.unit) {
    case 'days':
      return t('patientTab.age.days', { count: age.days });
    case 'months':
      return t('patientTab.age.months', { count: age.months });
    case 'years-months':
      return t('patientTab.age.yearsMonths', {
        years: t('patientTab.age.years', { count: age.years }),
        months: t('patientTab.age.months', { count: age.months }),
      });
    case 'years':
      return t('patientTab.age.years', { count: age.years });
  }
}
