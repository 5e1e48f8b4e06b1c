import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RecordsPart, RecordsParts, type SerializedNote } from './records-part';

type Entry = { id: string; contactAt: number; source: 'records-system' | 'konsult'; text: string };

/** The records system's entries as the database hands them over: newest first, then by id, descending. */
function rowOf(entries: Entry[]) {
  const ordered = [...entries].sort((a, b) => b.contactAt - a.contactAt || (a.id < b.id ? 1 : -1));
  const json = ordered.map((entry) => JSON.stringify(entry));
  return {
    text: json.join(','),
    index: ordered.map((entry, i) => `${entry.contactAt}:${Buffer.byteLength(json[i]!)}`).join(','),
  };
}

function noteOf(entry: Entry): SerializedNote {
  return { id: entry.id, contactAt: entry.contactAt, json: JSON.stringify(entry) };
}

const entry = (source: Entry['source']) =>
  fc.record({
    id: fc.uuid(),
    // Few distinct instants, so that notes and entries often share one.
    contactAt: fc.integer({ min: 0, max: 20 }).map((n) => 1_700_000_000_000 + n * 60_000),
    source: fc.constant(source),
    // Text with commas, braces, quotes and characters of more than one byte in UTF-8.
    text: fc.string({ unit: fc.constantFrom('a', ',', '}', '{', '"', 'ä', '€', '😀'), maxLength: 12 }),
  });

describe('RecordsPart', () => {
  it('merges the notes into the entries: newest first, a note first at the same instant, notes by id descending', () => {
    fc.assert(
      fc.property(
        fc.array(entry('records-system'), { maxLength: 30 }),
        fc.array(entry('konsult'), { maxLength: 6 }),
        (records, notes) => {
          const part = RecordsPart.of(rowOf(records));
          const merged = JSON.parse(part.withNotes(notes.map(noteOf)).toString()) as { entries: Entry[] };
          const expected = [...records, ...notes].sort(
            (a, b) =>
              b.contactAt - a.contactAt ||
              (a.source === b.source ? 0 : a.source === 'konsult' ? -1 : 1) ||
              (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
          );
          expect(merged.entries).toEqual(expected);
        },
      ),
    );
  });

  it('answers an empty history as an empty list', () => {
    expect(RecordsPart.of({ text: '', index: '' }).withNotes([]).toString()).toBe('{"entries":[]}');
  });

  it('refuses an index that does not match the text rather than cut entries apart', () => {
    expect(() => RecordsPart.of({ text: '{"a":"ä"}', index: '1:8' })).toThrow(/does not match/);
  });
});

describe('RecordsParts', () => {
  const partOf = (entries: number) =>
    RecordsPart.of(
      rowOf(
        Array.from({ length: entries }, (_, i) => ({
          id: `e${i}`,
          contactAt: i,
          source: 'records-system' as const,
          text: 'x'.repeat(100),
        })),
      ),
    );

  it('builds a part once for simultaneous asks and keeps it for its entries version', async () => {
    const parts = new RecordsParts(1_000_000);
    let builds = 0;
    const build = async () => {
      builds += 1;
      return partOf(3);
    };
    const [a, b] = await Promise.all([parts.part('p', 4, 'v', build), parts.part('p', 4, 'v', build)]);
    expect(a).toBe(b);
    expect(await parts.part('p', 4, 'v', build)).toBe(a);
    expect(builds).toBe(1);
    // A newer entries version replaces it; an older one (a slower request) is built but does not replace it.
    const newer = await parts.part('p', 5, 'v', build);
    expect(newer).not.toBe(a);
    expect(await parts.part('p', 4, 'v', build)).not.toBe(newer);
    expect(await parts.part('p', 5, 'v', build)).toBe(newer);
    expect(builds).toBe(3);
  });

  it('drops the least recently used patients beyond its bound, and never keeps a failed build', async () => {
    const one = partOf(10).bytes;
    const parts = new RecordsParts(one * 2);
    let builds = 0;
    const build = async () => {
      builds += 1;
      return partOf(10);
    };
    await parts.part('a', 1, 'v', build);
    await parts.part('b', 1, 'v', build);
    await parts.part('a', 1, 'v', build);
    await parts.part('c', 1, 'v', build);
    expect(parts.size).toBe(one * 2);
    expect(builds).toBe(3);
    await parts.part('a', 1, 'v', build);
    expect(builds).toBe(3);
    await parts.part('b', 1, 'v', build);
    expect(builds).toBe(4);

    await expect(parts.part('d', 1, 'v', () => Promise.reject(new Error('database gone')))).rejects.toThrow();
    await parts.part('d', 1, 'v', build);
    expect(builds).toBe(5);
  });
});
