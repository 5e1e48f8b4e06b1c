import { DEFAULT_FEATURES, type Features, type Me, type SurveyResponseResponse } from '@konsult/domain';
import type { ReactNode } from 'react';
import { MeProvider } from '../../lib/session/me-context';
import { aClinician } from '../../test/fixtures';
import { renderUi } from '../../test/render-ui';

/** Renders a record-pane part as the signed-in `me` would see it (the app's providers, no router). */
export function renderAs(ui: ReactNode, me: Me = aClinician(), features: Features = DEFAULT_FEATURES) {
  return renderUi(
    <MeProvider me={me} features={features}>
      {ui}
    </MeProvider>,
  );
}

export function aPool(overrides: Partial<Me['pool']> = {}): Me['pool'] {
  return { ...aClinician().pool, ...overrides };
}

/** A clinician of another market: `country` and pool details, the rest as Anna's. */
export function aClinicianIn(
  country: Me['pool']['country'],
  overrides: Partial<Me> = {},
  pool: Partial<Me['pool']> = {},
) {
  return aClinician({ locale: 'en', ...overrides, pool: aPool({ id: `pool-${country}`, country, ...pool }) });
}

export function aSurvey(
  overrides: Partial<NonNullable<SurveyResponseResponse['survey']>> = {},
): SurveyResponseResponse {
  return {
    survey: {
      formName: 'Sore throat',
      surveyInformationId: 'survey-1',
      policyUrl: 'https://example.org/policy',
      questions: [
        {
          nodeName: 'duration',
          nodeTypeName: 'single_choice',
          title: 'How long have you had symptoms?',
          answers: ['days_1_3'],
          options: [
            { value: 'days_1_3', label: '1–3 days' },
            { value: 'week', label: 'About a week' },
          ],
        },
        {
          nodeName: 'fever',
          nodeTypeName: 'text',
          title: 'Describe your fever',
          answers: ['38.5 last night'],
          options: [],
        },
      ],
      ...overrides,
    },
  };
}
