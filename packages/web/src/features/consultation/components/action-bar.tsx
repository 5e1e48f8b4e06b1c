import type { ActionGroup, ActionName } from '@konsult/domain';
import { Badge, Menu, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CATEGORY_ICONS } from './icons';

interface ActionBarProps {
  /** The clinician's actions in this meeting, by icon group (domain `meetingActions` and `actionGroups`). */
  groups: ActionGroup[];
  activeAction: ActionName | undefined;
  onOpen: (action: ActionName) => void;
  /** What the taken-actions entry counts; null while unknown (loading, failed, or no meeting). */
  takenActionsCount: number | null;
}

/**
 * Seed 000 §2 action bar: a 6.5rem strip of icon groups. A group of one action is a button; a group of several
 * opens a menu of them on hover or click, and from the keyboard (Enter or Space, then the arrow keys).
 */
export function ActionBar({ groups, activeAction, onOpen, takenActionsCount }: ActionBarProps) {
  const { t } = useTranslation();
  return (
    <nav className="action-bar" aria-label={t('consultation.actions.label')}>
      {groups.map(({ category, actions }) => {
        const Icon = CATEGORY_ICONS[category];
        if (actions.length === 1) {
          const action = actions[0]!;
          // Seed 000 §2: taken actions shows a count badge and is disabled when the count is 0.
          const count = action === 'taken-actions' ? takenActionsCount : null;
          return (
            <UnstyledButton
              key={category}
              className="action-bar__button"
              aria-pressed={activeAction === action}
              disabled={count === 0}
              onClick={() => onOpen(action)}
            >
              <Icon />
              <span>{t(`consultation.actions.names.${action}`)}</span>
              {count !== null ? (
                <Badge size="sm" variant="light" color={count > 0 ? 'teal' : 'gray'} circle={count < 10}>
                  {count}
                </Badge>
              ) : null}
            </UnstyledButton>
          );
        }
        return (
          <Menu key={category} trigger="click-hover" position="left-start" withArrow openDelay={100} closeDelay={200}>
            <Menu.Target>
              <UnstyledButton
                className="action-bar__button"
                data-active={activeAction !== undefined && actions.includes(activeAction) ? true : undefined}
              >
                <Icon />
                <span>{t(`consultation.actions.categories.${category}`)}</span>
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{t(`consultation.actions.categories.${category}`)}</Menu.Label>
              {actions.map((action) => (
                <Menu.Item
                  key={action}
                  onClick={() => onOpen(action)}
                  aria-current={activeAction === action ? 'true' : undefined}
                >
                  {t(`consultation.actions.names.${action}`)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        );
      })}
    </nav>
  );
}
