import { describe, expect, it } from 'vitest';
import { SickNoteBody } from '../api/sick-notes';
import { periodDays, periodsInOrder, sickNoteProblems } from './sick-note-rules';

const today = '2026-11-26';

const note = (change: Partial<SickNoteBody> = {}): SickNoteBody =>
  SickNoteBody.parse({
    request_id: '00000000-0000-4000-8000-000000000001',
    diagnosis_code: 'F43.2',
    diagnosis_text: 'Anpassningsstörning',
    basis: 'video',
    basis_date: today,
    function_impairment: 'Nedsatt koncentration och uthållighet.',
    activity_limitation: 'Klarar inte att leda möten eller planera längre arbetspass.',
    occupation: 'Projektledare',
    periods: [
      { degree: 50, from: '2026-11-26', to: '2026-12-09' },
      { degree: 25, from: '2026-12-10', to: '2026-12-23' },
    ],
    measures: ['work_adjustment'],
    message_body: 'Här är ditt läkarintyg.',
    ...change,
  });

describe('the sick-note rules', () => {
  it('accept half time for two weeks, then a quarter for two more', () => {
    expect(sickNoteProblems(note(), today)).toEqual([]);
  });

  it('need at least one period', () => {
    expect(sickNoteProblems(note({ periods: [] }), today)).toEqual([{ path: 'periods', code: 'required' }]);
  });

  it('take only the degrees Försäkringskassan pays', () => {
    const periods = [{ degree: 30, from: '2026-11-26', to: '2026-11-30' }];
    expect(sickNoteProblems(note({ periods }), today)).toEqual([{ path: 'periods.0.degree', code: 'invalid_degree' }]);
    for (const degree of [25, 50, 75, 100]) {
      expect(sickNoteProblems(note({ periods: [{ ...periods[0]!, degree }] }), today)).toEqual([]);
    }
  });

  it('refuse a period that ends before it starts, and a date that is not a day', () => {
    const periods = [
      { degree: 100, from: '2026-11-30', to: '2026-11-27' },
      { degree: 50, from: '2026-12-01', to: '2026-02-30' },
    ];
    expect(sickNoteProblems(note({ periods }), today)).toEqual([
      { path: 'periods.0.to', code: 'ends_before_start' },
      { path: 'periods.1.to', code: 'invalid_date' },
    ]);
  });

  it('report an overlap once, at the later period, naming the earlier one', () => {
    const periods = [
      { degree: 50, from: '2026-11-26', to: '2026-12-09' },
      { degree: 25, from: '2026-12-09', to: '2026-12-23' },
      { degree: 25, from: '2027-01-01', to: '2027-01-10' },
    ];
    expect(sickNoteProblems(note({ periods }), today)).toEqual([
      { path: 'periods.1.from', code: 'overlap', otherPeriod: 0 },
    ]);
  });

  it('find an overlap whatever order the periods were written in', () => {
    const periods = [
      { degree: 25, from: '2026-12-10', to: '2026-12-23' },
      { degree: 50, from: '2026-11-26', to: '2026-12-31' },
    ];
    expect(sickNoteProblems(note({ periods }), today)).toEqual([
      { path: 'periods.1.from', code: 'overlap', otherPeriod: 0 },
    ]);
  });

  it('let a period start at most a week before the contact, and the contact be at most 30 days back', () => {
    const early = [{ degree: 100, from: '2026-11-18', to: '2026-11-30' }];
    expect(sickNoteProblems(note({ periods: early }), today)).toEqual([{ path: 'periods.0.from', code: 'too_early' }]);
    const aWeek = [{ degree: 100, from: '2026-11-19', to: '2026-11-30' }];
    expect(sickNoteProblems(note({ periods: aWeek }), today)).toEqual([]);
    expect(sickNoteProblems(note({ basis_date: '2026-11-27' }), today)).toEqual([
      { path: 'basis_date', code: 'in_future' },
    ]);
    expect(sickNoteProblems(note({ basis_date: '2026-10-26' }), today)).toContainEqual({
      path: 'basis_date',
      code: 'too_old',
    });
  });

  it('refuse a period longer than a year', () => {
    const periods = [{ degree: 100, from: '2026-11-26', to: '2027-11-26' }];
    expect(sickNoteProblems(note({ periods }), today)).toEqual([{ path: 'periods.0.to', code: 'too_long' }]);
  });

  it('require the texts Försäkringskassan reads, and a valid ICD-10 code', () => {
    const blank = note({
      diagnosis_code: 'X',
      diagnosis_text: ' ',
      function_impairment: '',
      activity_limitation: '',
      occupation: '',
      measures: ['other'],
      measures_text: '',
    });
    expect(sickNoteProblems(blank, today).map((p) => `${p.path}:${p.code}`)).toEqual([
      'diagnosis_code:invalid_code',
      'diagnosis_text:required',
      'function_impairment:required',
      'activity_limitation:required',
      'occupation:required',
      'measures_text:required',
    ]);
    expect(sickNoteProblems(note({ diagnosis_code: '' }), today)).toEqual([
      { path: 'diagnosis_code', code: 'required' },
    ]);
    expect(sickNoteProblems(note({ diagnosis_code: 'j06.9' }), today)).toEqual([]);
  });

  it('count days with both ends included and list periods by date', () => {
    expect(periodDays({ from: '2026-11-26', to: '2026-12-09' })).toBe(14);
    expect(periodsInOrder([{ from: '2026-12-10' }, { from: '2026-11-26' }])).toEqual([
      { from: '2026-11-26' },
      { from: '2026-12-10' },
    ]);
  });
});
