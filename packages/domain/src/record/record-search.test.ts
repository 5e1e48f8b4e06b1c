import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildSearchIndex,
  lowercaseSameLength,
  normaliseSearchQuery,
  searchIndex,
  type SearchDocument,
  splitByRanges,
  stepMatch,
} from './record-search';

const docs: SearchDocument[] = [
  {
    id: 'e1',
    fields: [
      { key: 'title', text: 'Halsont' },
      { key: 'responsible', text: 'Anna Berg' },
      { key: 'row.0.value', text: 'Ont i halsen sedan tre dagar, HALSONT värst på morgonen.' },
    ],
  },
  {
    id: 'e2',
    fields: [
      { key: 'title', text: 'Ryggont' },
      { key: 'facility', text: 'Vårdcentral Norr' },
    ],
  },
  { id: 'e3', fields: [{ key: 'title', text: 'Halsfluss' }] },
];

describe('record history search', () => {
  it('needs three characters, ignoring surrounding spaces', () => {
    expect(normaliseSearchQuery('ha')).toBeNull();
    expect(normaliseSearchQuery('  ha ')).toBeNull();
    expect(normaliseSearchQuery(' HAL ')).toBe('hal');
    expect(searchIndex(buildSearchIndex(docs), 'ha')).toBeNull();
  });

  it('finds every match case-insensitively, in reading order, with positions per entry and field', () => {
    const result = searchIndex(buildSearchIndex(docs), 'HALS')!;
    expect(result.matches.map((m) => [m.ordinal, m.docId, m.fieldKey, m.start, m.end])).toEqual([
      [0, 'e1', 'title', 0, 4],
      [1, 'e1', 'row.0.value', 6, 10],
      [2, 'e1', 'row.0.value', 30, 34],
      [3, 'e3', 'title', 0, 4],
    ]);
    expect(result.docIds).toEqual(['e1', 'e3']);
    expect(
      result.byDoc
        .get('e1')
        ?.get('row.0.value')
        ?.map((m) => m.start),
    ).toEqual([6, 30]);
    expect(result.byDoc.has('e2')).toBe(false);
  });

  it('does not match across two fields', () => {
    // 'Berg' + 'Ont i…' would read 'bergont' if fields were simply joined.
    expect(searchIndex(buildSearchIndex(docs), 'ergo')?.matches).toHaveLength(0);
    expect(searchIndex(buildSearchIndex(docs), 'bergont')?.matches).toHaveLength(0);
  });

  it('leaves out documents filtered away', () => {
    const result = searchIndex(buildSearchIndex(docs), 'hals', (docIndex) => docIndex !== 0)!;
    expect(result.matches.map((m) => [m.ordinal, m.docId])).toEqual([[0, 'e3']]);
  });

  it('keeps positions right when a character lowercases to two', () => {
    expect(lowercaseSameLength('İstanbul')).toHaveLength('İstanbul'.length);
    const index = buildSearchIndex([{ id: 'x', fields: [{ key: 't', text: 'İİ Värk' }] }]);
    const match = searchIndex(index, 'värk')!.matches[0]!;
    expect('İİ Värk'.slice(match.start, match.end)).toBe('Värk');
  });

  it('every match it reports is the query in the original text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ unit: fc.constantFrom('a', 'B', 'ö', 'Ö', ' ', 'x') }), { maxLength: 4 }), {
          maxLength: 5,
        }),
        fc.string({ unit: fc.constantFrom('a', 'b', 'ö'), minLength: 3, maxLength: 4 }),
        (fieldTexts, query) => {
          const generated = fieldTexts.map((texts, i) => ({
            id: `d${i}`,
            fields: texts.map((text, j) => ({ key: `f${j}`, text })),
          }));
          const result = searchIndex(buildSearchIndex(generated), query)!;
          for (const m of result.matches) {
            const text = generated.find((d) => d.id === m.docId)!.fields.find((f) => f.key === m.fieldKey)!.text;
            expect(text.slice(m.start, m.end).toLowerCase()).toBe(query.toLowerCase());
          }
          const expected = generated
            .flatMap((d) => d.fields)
            .reduce((sum, f) => sum + f.text.toLowerCase().split(query.toLowerCase()).length - 1, 0);
          expect(result.matches).toHaveLength(expected);
        },
      ),
    );
  });

  it('moves to the next and previous match with wraparound', () => {
    expect(stepMatch(null, 3, 1)).toBe(0);
    expect(stepMatch(null, 3, -1)).toBe(2);
    expect(stepMatch(0, 3, 1)).toBe(1);
    expect(stepMatch(2, 3, 1)).toBe(0);
    expect(stepMatch(0, 3, -1)).toBe(2);
    expect(stepMatch(5, 3, 1)).toBe(0);
    expect(stepMatch(null, 0, 1)).toBeNull();
  });

  it('splits a field into plain and highlighted pieces', () => {
    const ranges = [
      { start: 0, end: 2 },
      { start: 4, end: 6 },
    ];
    expect(splitByRanges('abcdefg', ranges)).toEqual([
      { text: 'ab', range: ranges[0] },
      { text: 'cd', range: null },
      { text: 'ef', range: ranges[1] },
      { text: 'g', range: null },
    ]);
    expect(splitByRanges('abc', [])).toEqual([{ text: 'abc', range: null }]);
  });
});
