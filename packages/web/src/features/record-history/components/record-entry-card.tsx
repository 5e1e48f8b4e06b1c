import type { RecordEntry, SearchMatch } from '@konsult/domain';
import { memo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-time';
import { ExpandableCard } from '../../../ui/expandable-card';
import { FIELD } from '../entry-text';
import { HighlightedText } from './highlighted-text';
import { RecordEntryDetails } from './record-entry-details';

export interface RecordEntryCardProps {
  entry: RecordEntry;
  expanded: boolean;
  /** This entry's search matches by field, while searching. */
  matches: ReadonlyMap<string, readonly SearchMatch[]> | undefined;
  /** The current match's ordinal when it is in this entry, otherwise null (so other entries do not re-render). */
  current: number | null;
  strikable: boolean;
  showPrescriptions: boolean;
  /** Offer 'open corresponding appointment' (not for the meeting on screen). */
  linkToMeeting: boolean;
  locale: string;
  timeZone: string;
  onToggle: (id: string) => void;
  onStrike: (entry: RecordEntry) => void;
  onOpenMeeting: (meetingId: string) => void;
}

/**
 * One record entry (seed 001 §2.3, §4): the header toggles it open (click, Enter or Space: it is a button); signed
 * entries show when, stricken ones when and why, faded and struck through. Memoised, and built of plain elements:
 * a search shows up to a hundred open entries at once, and a move re-renders only the entries it touches.
 */
export const RecordEntryCard = memo(function RecordEntryCard({
  entry,
  expanded,
  matches,
  current,
  strikable,
  showPrescriptions,
  linkToMeeting,
  locale,
  timeZone,
  onToggle,
  onStrike,
  onOpenMeeting,
}: RecordEntryCardProps) {
  const { t } = useTranslation();
  const when = (epochMs: number) => formatDateTime(epochMs, locale, timeZone);
  const stricken = entry.strickenAt !== null;
  const field = (key: string, text: string) => (
    <HighlightedText text={text} matches={matches?.get(key)} current={current} />
  );
  const meetingId = linkToMeeting ? entry.meetingId : null;
  const openMeeting = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window (modifier keys, middle button) goes the browser's way.
    if (!meetingId || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpenMeeting(meetingId);
  };

  return (
    <ExpandableCard
      block="record-entry"
      data-stricken={stricken ? 'true' : undefined}
      data-entry-id={entry.id}
      headingLevel={3}
      expanded={expanded}
      onToggle={() => onToggle(entry.id)}
      bodyId={`record-entry-${entry.id}`}
      header={
        <>
          <span className="expandable-card__title record-entry__title">{field(FIELD.title, entry.title)}</span>
          <span className="expandable-card__meta record-entry__date">{when(entry.contactAt)}</span>
          <span className="expandable-card__meta record-entry__meta">
            {field(FIELD.responsible, entry.responsibleName)}
            {entry.titleResponsibleName ? `, ${entry.titleResponsibleName}` : ''}
            {entry.careFacilityName ? (
              <>
                {' · '}
                {field(FIELD.facility, entry.careFacilityName)}
              </>
            ) : null}
            {` · ${t(`recordHistory.contactType.${entry.contactType}`)}`}
          </span>
        </>
      }
      summary={
        stricken ? (
          <p className="record-entry__status">
            {t('recordHistory.entry.stricken', { when: when(entry.strickenAt!), reason: entry.strickenReason ?? '' })}
          </p>
        ) : entry.signedAt !== null ? (
          <p className="record-entry__status">{t('recordHistory.entry.signed', { when: when(entry.signedAt) })}</p>
        ) : null
      }
    >
      <RecordEntryDetails
        entry={entry}
        matches={matches}
        current={current}
        showPrescriptions={showPrescriptions}
        when={when}
      />
      {meetingId || strikable ? (
        <div className="record-entry__actions">
          {meetingId ? (
            <a className="record-entry__link" href={`/emr/${encodeURIComponent(meetingId)}`} onClick={openMeeting}>
              {t('recordHistory.entry.openAppointment')}
            </a>
          ) : null}
          {strikable ? (
            <button type="button" className="record-entry__strike" onClick={() => onStrike(entry)}>
              {t('recordHistory.entry.strike')}
            </button>
          ) : null}
        </div>
      ) : null}
    </ExpandableCard>
  );
});
