import { useTranslation } from 'react-i18next';
import { useMe } from '../../../lib/session/me-context';
import { AnchorLink } from '../../../ui/links';

/**
 * On the home page, for a UK clinician: the way to the practice's work queue. Without a count: the queue lists
 * patients, and each read of it is audited, so the home page does not read it just to count.
 */
export function PracticeTasksLink() {
  const { t } = useTranslation();
  const me = useMe();
  if (me.pool.country !== 'GB' || me.role !== 'clinician') return null;
  return <AnchorLink to="/practice-tasks">{t('ukTasks.queue.link')}</AnchorLink>;
}
