import { type LiHTMLAttributes, type ReactNode, useId, useState } from 'react';
import './expandable-card.css';

type ExpandableCardProps = Omit<LiHTMLAttributes<HTMLLIElement>, 'className' | 'children'> & {
  /**
   * The list's own class (`record-entry`, `lab-test`, ...): the card's item, heading, toggle and body also carry
   * `<block>`, `<block>__heading`, `<block>__toggle` and `<block>__body`, for the list's layout and for browser tests.
   */
  block: string;
  /** The heading's level in the pane: 2 where the cards are the tab's top level, 3 under a section's heading. */
  headingLevel?: 2 | 3;
  /** What the toggle says (title, date, meta lines): phrasing content, since it is the text of a button. */
  header: ReactNode;
  /** Shown under the heading whether open or not (badges, signed or stricken). */
  summary?: ReactNode;
  /**
   * Give both to control the card from outside (the record history opens entries from its search); otherwise the
   * card keeps its own state.
   */
  expanded?: boolean;
  onToggle?: () => void;
  /** The body's id, where the list needs a stable one; otherwise a generated one. */
  bodyId?: string;
  /** The details: mounted only while the card is open, so what they fetch is fetched when the card opens. */
  children: ReactNode;
};

/**
 * The expandable card of the record pane's lists (record entries, appointments, lab tests, self-assessments): a list
 * item whose heading is a full-width toggle button (click, Enter or Space: it is a native button), `aria-expanded`
 * saying whether it is open and, while it is, `aria-controls` naming the body it shows. Plain elements, not Mantine:
 * the record history shows up to a hundred open cards at once.
 */
export function ExpandableCard({
  block,
  headingLevel = 2,
  header,
  summary,
  expanded,
  onToggle,
  bodyId,
  children,
  ...item
}: ExpandableCardProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const generatedId = useId();
  const open = expanded ?? ownOpen;
  const id = bodyId ?? generatedId;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <li {...item} className={`expandable-card ${block}`}>
      <Heading className={`expandable-card__heading ${block}__heading`}>
        <button
          type="button"
          className={`expandable-card__toggle ${block}__toggle`}
          aria-expanded={open}
          aria-controls={open ? id : undefined}
          onClick={onToggle ?? (() => setOwnOpen((current) => !current))}
        >
          {header}
        </button>
      </Heading>
      {summary}
      {open ? (
        <div id={id} className={`expandable-card__body ${block}__body`}>
          {children}
        </div>
      ) : null}
    </li>
  );
}
