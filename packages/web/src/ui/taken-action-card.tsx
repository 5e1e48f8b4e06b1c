import { Anchor, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import './taken-action-card.css';

/** The list of one section of taken actions. */
export function TakenActionList({ children }: { children: ReactNode }) {
  return <ul className="taken-action-list">{children}</ul>;
}

type CardText = { title: ReactNode; meta?: ReactNode };

function Lines({ title, meta, component }: CardText & { component?: 'span' }) {
  return (
    <>
      <Text size="sm" fw={600} component={component}>
        {title}
      </Text>
      {meta ? (
        <Text size="xs" c="gray.7" component={component}>
          {meta}
        </Text>
      ) : null}
    </>
  );
}

/** A taken action that opens something in the panel (a message, a referral's text). */
export function TakenActionButton({ onClick, ...text }: CardText & { onClick: () => void }) {
  return (
    <li>
      <UnstyledButton className="taken-action-card" onClick={onClick}>
        <Lines {...text} />
      </UnstyledButton>
    </li>
  );
}

/** A taken action that opens a file in a new tab (a document's PDF). */
export function TakenActionLink({ href, ...text }: CardText & { href: string }) {
  return (
    <li>
      <Anchor className="taken-action-card" href={href} target="_blank" rel="noopener" underline="never">
        <Lines {...text} component="span" />
      </Anchor>
    </li>
  );
}

/** A taken action that only says what was done (a booked revisit), with perhaps a button of its own (cancel). */
export function TakenActionCard({ action, ...text }: CardText & { action?: ReactNode }) {
  return (
    <li className="taken-action-card">
      <Lines {...text} />
      {action}
    </li>
  );
}
