import type { ActionCategory } from '@konsult/domain';
import type { ReactNode } from 'react';

/** Inline icons: a few small SVGs do not justify an icon library in the bundle. */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      {children}
    </svg>
  );
}

export function MessageIcon() {
  return (
    <Icon>
      <path d="M4 5h16v11H9l-5 4z" />
    </Icon>
  );
}

/** Seed 000 §2: one icon per action-bar group. */
export const CATEGORY_ICONS: Record<ActionCategory, () => ReactNode> = {
  message: MessageIcon,
  calendar: () => (
    <Icon>
      <rect x="4" y="5" width="16" height="15" rx="2" />
      <path d="M4 10h16M9 3v4M15 3v4" />
    </Icon>
  ),
  document: () => (
    <Icon>
      <path d="M6 3h8l4 4v14H6z" />
      <path d="M14 3v4h4M9 12h6M9 16h6" />
    </Icon>
  ),
  clipboard: () => (
    <Icon>
      <rect x="5" y="5" width="14" height="16" rx="2" />
      <path d="M9 3h6v4H9zM9 12l2 2 4-4" />
    </Icon>
  ),
  pill: () => (
    <Icon>
      <rect x="3" y="9" width="18" height="7" rx="3.5" transform="rotate(-35 12 12.5)" />
      <path d="M10 8.5l4.5 6.5" />
    </Icon>
  ),
  flask: () => (
    <Icon>
      <path d="M9 3h6M10 3v6l-5 10a1.5 1.5 0 0 0 1.4 2h11.2a1.5 1.5 0 0 0 1.4-2l-5-10V3" />
      <path d="M7.5 15h9" />
    </Icon>
  ),
  'referral-specialist': () => (
    <Icon>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M3 20c0-3.5 2.7-6 6-6s6 2.5 6 6M15 9h6M18 6l3 3-3 3" />
    </Icon>
  ),
  journal: () => (
    <Icon>
      <path d="M5 4h12a2 2 0 0 1 2 2v14H7a2 2 0 0 1-2-2z" />
      <path d="M9 9h6M9 13h6M5 18a2 2 0 0 1 2-2h12" />
    </Icon>
  ),
  book: () => (
    <Icon>
      <path d="M12 6c-2-1.5-5-2-8-1.5V19c3-.5 6 0 8 1.5 2-1.5 5-2 8-1.5V4.5C17 4 14 4.5 12 6zM12 6v14.5" />
    </Icon>
  ),
};
