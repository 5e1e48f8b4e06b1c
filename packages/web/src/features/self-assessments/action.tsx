import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { TakenActionItemsProps, WebActionModule } from '../../lib/actions/action-module';
import { TakenActionCard } from '../../ui/taken-action-card';
import { useScoreText } from './components/score-text';

/** The meeting's questionnaires in taken actions: which, and waiting or answered with the score. */
function SentSelfAssessments({ items, when }: TakenActionItemsProps<'self-assessments'>) {
  const { t } = useTranslation();
  const scoreText = useScoreText();
  return items.map((item) => (
    <TakenActionCard
      key={item.id}
      title={t(`selfAssessments.send.type.${item.type}`)}
      meta={`${t(`selfAssessments.send.state.${item.state}`)} · ${when(item.sentAt)}${
        item.score !== null ? ` · ${scoreText(item)}` : ''
      }`}
    />
  ));
}

/** Send a self-assessment (se-self-assessment; seed 002 §3, §7; issue 18). */
export const selfAssessmentActions: WebActionModule = {
  id: 'self-assessments',
  panels: {
    'se-self-assessment': lazy(() =>
      import('./components/send-self-assessment-panel').then((m) => ({ default: m.SendSelfAssessmentPanel })),
    ),
  },
  takenActions: { 'self-assessments': SentSelfAssessments },
};
