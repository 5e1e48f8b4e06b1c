import { type SearchMatch, splitByRanges } from '@konsult/domain';

interface HighlightedTextProps {
  text: string;
  matches: readonly SearchMatch[] | undefined;
  /** The ordinal of the match navigation stands on, when it is in this entry. */
  current: number | null;
}

/** A field's text with every search match in a <mark>; the current one is marked as such (and styled apart). */
export function HighlightedText({ text, matches, current }: HighlightedTextProps) {
  if (!matches || matches.length === 0) return text;
  return splitByRanges(text, matches).map((piece, index) =>
    piece.range ? (
      <mark
        key={index}
        className="record-search-mark"
        data-match={piece.range.ordinal}
        data-current={piece.range.ordinal === current ? 'true' : undefined}
        aria-current={piece.range.ordinal === current ? 'true' : undefined}
      >
        {piece.text}
      </mark>
    ) : (
      piece.text
    ),
  );
}
