import { type RecordEntry, UK_MENTAL_HEALTH_TEMPLATE_ID } from '@konsult/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failingUntilRecovered, tryAgainFromErrorBanner } from '../../test/error-banner';
import { aBritishClinician, aMeeting } from '../../test/fixtures';
import { apiError, json, mockApi, type RecordedRequest } from '../../test/mock-api';
import { renderPanel } from '../../test/render-panel';
import { renderQueryHook } from '../../test/render-hook';
import { RecordHistoryPanel, useRecordEntriesCounter } from './index';

const DAY = 86_400_000;
const PATIENT = 'patient-1';
const ENTRIES_PATH = `/api/medicalrecord/v4/entries/${PATIENT}`;

/** A records-system entry `daysAgo` days before now (negative: in the future). */
function anEntry(id: string, daysAgo: number, overrides: Partial<RecordEntry> = {}): RecordEntry {
  const at = Date.now() - daysAgo * DAY;
  return {
    id,
    documentId: `doc-${id}`,
    meetingId: null,
    source: 'records-system',
    templateId: null,
    contactAt: at,
    contactType: 'video_consultation',
    responsibleName: 'Anna Berg',
    titleResponsibleName: 'Läkare',
    careFacilityName: 'Vårdcentral Norr',
    title: `Konsultation ${id}`,
    rows: [
      { formNodeName: 'history', label: 'Anamnes', value: 'Ont i ryggen sedan tre dagar.', selectedOptions: [] },
      { formNodeName: 'plan', label: 'Planering', value: 'Vila och vätska.', selectedOptions: [] },
    ],
    signedAt: null,
    strickenAt: null,
    strickenReason: null,
    createdAt: at,
    documents: [],
    prescriptions: [],
    ePrescriptions: [],
    referral: null,
    ...overrides,
  };
}

function serve(entries: RecordEntry[] | (() => Response), extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    [`GET ${ENTRIES_PATH}`]: typeof entries === 'function' ? entries : () => json(200, { entries }),
    ...extra,
  });
}

const entryItems = () => screen.queryAllByRole('listitem').filter((item) => item.classList.contains('record-entry'));
const entryButton = (name: string | RegExp) => screen.getByRole('button', { name });
const requestsTo = (requests: RecordedRequest[], method: string, path: string) =>
  requests.filter((r) => r.method === method && r.path === path);

describe('record history list', () => {
  it('asks for the history with stricken entries and groups it under date-chunk headings, newest first', async () => {
    const requests = serve([
      anEntry('future', -3),
      anEntry('week', 2),
      anEntry('month', 20),
      anEntry('year', 200),
      anEntry('older', 800),
    ]);
    renderPanel(<RecordHistoryPanel patientId={PATIENT} meeting={aMeeting()} />);
    expect(await screen.findByRole('heading', { name: 'Upcoming (1)' })).toBeTruthy();
    expect(requestsTo(requests, 'GET', ENTRIES_PATH)[0]?.query.get('includeStricken')).toBe('true');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Upcoming (1)',
      'Past week (1)',
      'Past month (1)',
      'Past year (1)',
      'Older than one year (1)',
    ]);
    const week = screen.getByRole('region', { name: 'Past week (1)' });
    expect(within(week).getByRole('button', { name: /Konsultation week/ }).textContent).toContain(
      'Anna Berg, Läkare · Vårdcentral Norr · Video consultation',
    );
  });

  it('shows 20 entries of a chunk, then all of them on "show all"', async () => {
    serve(Array.from({ length: 25 }, (_, i) => anEntry(`old-${i}`, 400 + i)));
    const { user } = renderPanel(<RecordHistoryPanel patientId={PATIENT} meeting={aMeeting()} />);
    await screen.findByRole('heading', { name: 'Older than one year (25)' });
    expect(entryItems()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Show all 25' }));
    await waitFor(() => expect(entryItems()).toHaveLength(25));
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
  });

  it('says so when the record has no entries', async () => {
    serve([]);
    renderPanel(<RecordHistoryPanel patientId={PATIENT} meeting={aMeeting()} />);
    expect(await screen.findByText('There are no entries in the medical record.')).toBeTruthy();
  });

  it('opens and closes an entry by click and by Enter, showing its rows, documents, prescriptions and referral', async () => {
    serve([
      anEntry('a', 2, {
        documents: [{ id: 'd1', documentTemplateName: 'Läkarintyg' }],
        prescriptions: [{ id: 'p1', drugName: 'Alvedon', dosageText: '1 x 3', prescribedAt: Date.now() - 2 * DAY }],
        ePrescriptions: [{ id: 'e1', drugName: 'Ipren', status: 'Skickat', sentAt: Date.now() - 2 * DAY }],
        referral: {
          id: 'r1',
          externalSpecialistInfo: null,
          specialistUnit: { name: 'Ortopedmottagningen', visitingAddress: 'Sjukhusvägen 1, Uppsala' },
          purposeTitle: 'Bedömning',
          purposeBody: 'Långvarig ryggsmärta.',
        },
      }),
    ]);
    const { user } = renderPanel(<RecordHistoryPanel patientId={PATIENT} meeting={aMeeting()} />);
    await screen.findByRole('heading', { name: 'Past week (1)' });
    const toggle = entryButton(/Konsultation a/);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Anamnes')).toBeNull();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const item = toggle.closest('li')!;
    expect(within(item).getByText('Anamnes')).toBeTruthy();
    expect(within(item).getByText('Ont i ryggen sedan tre dagar.')).toBeTruthy();
    expect(item.textContent).toContain('Läkarintyg');
    expect(item.textContent).toContain('Alvedon: 1 x 3');
    expect(item.textContent).toContain('Ipren: Skickat');
    expect(item.textContent).toContain('Ortopedmottagningen');
    expect(item.textContent).toContain('Visiting address: Sjukhusvägen 1, Uppsala');
    expect(item.textContent).toContain('Bedömning');
    expect(item.textContent).toContain('Långvarig ryggsmärta.');

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Anamnes')).toBeNull();
  });

  it('translates the labels of konsult’s own notes and shows chosen options', async () => {
    serve([
      anEntry('k', 1, {
        source: 'konsult',
        rows: [
          { formNodeName: 'history', label: 'forms.medicalRecord.history', value: 'Hosta.', selectedOptions: [] },
          {
            formNodeName: 'could_have_been_handled_digitally',
            label: 'forms.evaluation.could_have_been_handled_digitally',
            value: 'yes',
            selectedOptions: ['forms.options.yes'],
          },
        ],
      }),
    ]);
    const { user } = renderPanel(<RecordHistoryPanel patientId={PATIENT} meeting={aMeeting()} />);
    await screen.findByRole('heading', { name: 'Past week (1)' });
    await user.click(entryButton(/Konsultation k/));
    expect(screen.getByText('History')).toBeTruthy();
    expect(screen.getByText('Could this have been handled digitally?')).toBeTruthy();
    expect(screen.getByText('Yes')).toBeTruthy();
  });

  it('hides prescriptions from a clinician outside the Swedish-type pool', async () => {
    serve([
      anEntry('a', 2, {
        prescriptions: [{ id: 'p1', drugName: 'Alvedon', dosageText: '1 x 3', prescribedAt: Date.now() - 2 * DAY }],
      }),
    ]);
    const { user } = renderPanel(<RecordHistoryPanel patientId={PATIENT} meeting={aMeeting()} />, aBritishClinician());
    await screen.findByRole('heading', { name: 'Past week (1)' });
    await user.click(entryButton(/Konsultation a/));
    expect(screen.getByText('Anamnes')).toBeTruthy();
    expect(screen.queryByText(/Alvedon/)).toBeNull();
  });

  it('shows when an entry was signed, and a struck entry’s time and reason', async () => {
    const signedAt = Date.UTC(2026, 10, 19, 9, 30);
    const strickenAt = Date.UTC(2026, 10, 20, 14, 5);
    serve([
      anEntry('signed', 2, { signedAt }),
      anEntry('struck', 3, { signedAt, strickenAt, strickenReason: 'Wrong patient' }),
    ]);
    renderPanel(<RecordHistoryPanel patientId={PATIENT} meeting={aMeeting()} />);
    await screen.findByRole('heading', { name: 'Past week (2)' });
    const [signed, struck] = entryItems();
    // Stockholm time (the Swedish clinician's market clock).
    expect(signed!.textContent).toContain('Signed 19 Nov 2026, 10:30');
    expect(struck!.textContent).toContain('Struck 20 Nov 2026, 15:05: Wrong patient');
    expect(struck!.getAttribute('data-stricken')).toBe('true');
  });
});

describe('striking from the record history', () => {
  it('is offered to a Swedish clinician for an entry not yet struck, and refetches after the reason is confirmed', async () => {
    let struck = false;
    const requests = serve(
      () =>
        json(200, {
          entries: [
            anEntry('a', 2, struck ? { strickenAt: Date.now(), strickenReason: 'Fel patient' } : {}),
            anEntry('b', 3, { strickenAt: Date.now() - DAY, strickenReason: 'Dubblett' }),
          ],
        }),
      {
        'POST /api/medicalrecord/entry/strike/a': () => {
          struck = true;
          return json(200, { entry: anEntry('a', 2, { strickenAt: Date.now(), strickenReason: 'Fel patient' }) });
        },
      },
    );
    const { user } = renderPanel(<RecordHistoryPanel patientId={PATIENT} meeting={aMeeting()} />);
    await screen.findByRole('heading', { name: 'Past week (2)' });
    await user.click(entryButton(/Konsultation b/));
    expect(
      within(entryButton(/Konsultation b/).closest('li')!).queryByRole('button', { name: 'Strike entry' }),
    ).toBeNull();

    await user.click(entryButton(/Konsultation a/));
    const item = entryButton(/Konsultation a/).closest('li')!;
    await user.click(within(item).getByRole('button', { name: 'Strike entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Strike “Konsultation a”' });
    await user.click(within(dialog).getByRole('button', { name: 'Strike entry' }));
    expect(within(dialog).getByText('Enter a reason')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason for striking/ }), 'Fel patient');
    await user.click(within(dialog).getByRole('button', { name: 'Strike entry' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(requests, 'POST', '/api/medicalrecord/entry/strike/a')[0]?.body).toEqual({
      reason: 'Fel patient',
    });
    expect(requestsTo(requests, 'GET', ENTRIES_PATH)).toHaveLength(2);
    expect(entryButton(/Konsultation a/).closest('li')!.textContent).toContain('Fel patient');
  });

  it('keeps the dialog open and says what the server refused, in the clinician’s language', async () => {
    serve([anEntry('a', 2)], {
      'POST /api/medicalrecord/entry/strike/a': apiError(409, 'entry_stricken', 'This note has been struck.'),
    });
    const { user } = renderPanel(<RecordHistoryPanel patientId={PATIENT} meeting={aMeeting()} />);
    await screen.findByRole('heading', { name: 'Past week (1)' });
    await user.click(entryButton(/Konsultation a/));
    await user.click(screen.getByRole('button', { name: 'Strike entry' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason for striking/ }), 'Fel patient');
    await user.click(within(dialog).getByRole('button', { name: 'Strike entry' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'The note has been struck and can no longer be changed.',
    );
  });

  it('is not offered outside Sweden, nor for the note of the meeting on screen', async () => {
    serve([anEntry('a', 2), anEntry('own', 0.01, { meetingId: 'meeting-1', source: 'konsult' })]);
    const { user, unmount } = renderPanel(
      <RecordHistoryPanel patientId={PATIENT} meeting={aMeeting()} />,
      aBritishClinician(),
    );
    await screen.findByRole('heading', { name: 'Past week (2)' });
    await user.click(entryButton(/Konsultation a/));
    expect(screen.queryByRole('button', { name: 'Strike entry' })).toBeNull();
    unmount();

    serve([anEntry('own', 0.01, { meetingId: 'meeting-1', source: 'konsult' })]);
    const swedish = renderPanel(<RecordHistoryPanel patientId={PATIENT} meeting={aMeeting()} />);
    await screen.findByRole('heading', { name: 'Past week (1)' });
    await swedish.user.click(entryButton(/Konsultation own/));
    expect(screen.queryByRole('button', { name: 'Strike entry' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open corresponding appointment' })).toBeNull();
  });

  it('links an entry with a meeting to that appointment', async () => {
    serve([anEntry('a', 2, { meetingId: 'meeting-0' })]);
    const { user, router } = renderPanel(<RecordHistoryPanel patientId={PATIENT} meeting={aMeeting()} />);
    await screen.findByRole('heading', { name: 'Past week (1)' });
    await user.click(entryButton(/Konsultation a/));
    const link = screen.getByRole('link', { name: 'Open corresponding appointment' });
    expect(link.getAttribute('href')).toBe('/emr/meeting-0');
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/emr/meeting-0'));
  });
});

describe('record history search', () => {
  const searchable = () => [
    anEntry('a', 1, { title: 'Halsont' }),
    anEntry('b', 2, { title: 'Ryggont', rows: [] }),
    anEntry('c', 30, {
      title: 'Återbesök',
      rows: [{ formNodeName: 'history', label: 'Anamnes', value: 'Halsont igen, HALSONT värre.', selectedOptions: [] }],
    }),
  ];
  const box = () => screen.getByRole('searchbox', { name: 'Search the medical record' });
  const marks = () => Array.from(document.querySelectorAll('mark'));
  const currentMark = () => document.querySelector('mark[aria-current="true"]');
  const status = () => screen.getAllByRole('status').find((el) => el.classList.contains('record-history__status'))!;

  it('highlights every match after the debounce, shows only matching entries opened, and counts them', async () => {
    serve(searchable());
    const { user } = renderPanel(<RecordHistoryPanel patientId={PATIENT} meeting={aMeeting()} />);
    await screen.findByRole('heading', { name: 'Past week (2)' });
    await user.type(box(), 'ha');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(marks()).toHaveLength(0);
    expect(entryItems()).toHaveLength(3);

    await user.type(box(), 'ls');
    await waitFor(() => expect(marks()).toHaveLength(3));
    expect(marks().map((m) => m.textContent)).toEqual(['Hals', 'Hals', 'HALS']);
    expect(status().textContent).toBe('3 matches');
    expect(entryItems()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Ryggont/ })).toBeNull();
    expect(entryButton(/Återbesök/).getAttribute('aria-expanded')).toBe('true');
  });

  it('brings the current match on screen even beyond the first 20 entries of its chunk', async () => {
    serve(Array.from({ length: 25 }, (_, i) => anEntry(`e${i}`, 400 + i, { title: `Halsont ${i}` })));
    const { user } = renderPanel(<RecordHistoryPanel patientId={PATIENT} meeting={aMeeting()} />);
    await screen.findByRole('heading', { name: 'Older than one year (25)' });
    await user.type(box(), 'halsont');
    await waitFor(() => expect(status().textContent).toBe('25 matches'));
    expect(entryItems()).toHaveLength(20);
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect(currentMark()?.closest('li')?.textContent).toContain('Halsont 24');
    expect(entryItems()).toHaveLength(21);
    expect(screen.getByRole('button', { name: 'Show all 25' })).toBeTruthy();
  });

  it('moves through the matches with Enter and Shift+Enter, wrapping around, and Escape clears', async () => {
    serve(searchable());
    const { user } = renderPanel(<RecordHistoryPanel patientId={PATIENT} meeting={aMeeting()} />);
    await screen.findByRole('heading', { name: 'Past week (2)' });
    await user.type(box(), 'halsont');
    await waitFor(() => expect(marks()).toHaveLength(3));
    expect(currentMark()).toBeNull();

    await user.keyboard('{Enter}');
    expect(currentMark()?.getAttribute('data-match')).toBe('0');
    expect(status().textContent).toBe('Match 1 of 3');
    await user.keyboard('{Enter}{Enter}');
    expect(currentMark()?.getAttribute('data-match')).toBe('2');
    await user.keyboard('{Enter}');
    expect(currentMark()?.getAttribute('data-match')).toBe('0');
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect(currentMark()?.getAttribute('data-match')).toBe('2');
    expect(status().textContent).toBe('Match 3 of 3');

    await user.keyboard('{Escape}');
    expect((box() as HTMLInputElement).value).toBe('');
    expect(marks()).toHaveLength(0);
    expect(entryItems()).toHaveLength(3);
    expect(status().textContent).toBe('');
  });

  it('searches at once when Enter comes before the debounce, landing on the first match', async () => {
    serve(searchable());
    const { user } = renderPanel(<RecordHistoryPanel patientId={PATIENT} meeting={aMeeting()} />);
    await screen.findByRole('heading', { name: 'Past week (2)' });
    await user.type(box(), 'ryggont{Enter}');
    expect(currentMark()?.textContent).toBe('Ryggont');
  });

  it('says so when nothing matches', async () => {
    serve(searchable());
    const { user } = renderPanel(<RecordHistoryPanel patientId={PATIENT} meeting={aMeeting()} />);
    await screen.findByRole('heading', { name: 'Past week (2)' });
    await user.type(box(), 'xyz');
    expect(await screen.findByText('No medical entries match your search.')).toBeTruthy();
    expect(entryItems()).toHaveLength(0);
    expect(status().textContent).toBe('0 matches');
  });

  it('searches responsible clinician and care facility too, and only within the filtered entries', async () => {
    serve([
      anEntry('a', 1, { responsibleName: 'Bertil Ek' }),
      anEntry('b', 2, { careFacilityName: 'Bertilsgården' }),
      anEntry('c', 3),
    ]);
    const { user } = renderPanel(<RecordHistoryPanel patientId={PATIENT} meeting={aMeeting()} />);
    await screen.findByRole('heading', { name: 'Past week (3)' });
    await user.type(box(), 'bertil');
    await waitFor(() => expect(marks()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(screen.getByRole('checkbox', { name: 'Bertil Ek (1)' }));
    await waitFor(() => expect(marks()).toHaveLength(1));
    expect(entryItems()).toHaveLength(1);
  });
});

describe('record history filters', () => {
  it('lists clinicians, contact types and facilities with counts, 6 then "N more", empty as Other', async () => {
    const names = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
    serve([
      ...names.map((name, i) => anEntry(`n${i}`, i + 1, { responsibleName: `Dr ${name}` })),
      anEntry('x', 10, { responsibleName: 'Dr A', careFacilityName: null, contactType: 'phone_consultation' }),
    ]);
    const { user } = renderPanel(<RecordHistoryPanel patientId={PATIENT} meeting={aMeeting()} />);
    await screen.findByRole('heading', { name: /Past week/ });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const clinicians = screen.getByRole('group', { name: 'Responsible clinician' });
    const options = within(clinicians).getAllByRole('checkbox');
    expect(options).toHaveLength(6);
    expect(within(clinicians).getByRole('checkbox', { name: 'Dr A (2)' })).toBe(options[0]);
    await user.click(within(clinicians).getByRole('button', { name: '2 more' }));
    expect(within(clinicians).getAllByRole('checkbox')).toHaveLength(8);

    const facilities = screen.getByRole('group', { name: 'Care facility' });
    await user.click(within(facilities).getByRole('checkbox', { name: 'Other (1)' }));
    expect(entryItems()).toHaveLength(1);
    await user.click(within(facilities).getByRole('checkbox', { name: 'Other (1)' }));
    expect(entryItems()).toHaveLength(9);
    const types = screen.getByRole('group', { name: 'Contact type' });
    await user.click(within(types).getByRole('checkbox', { name: 'Phone consultation (1)' }));
    expect(entryItems()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(entryItems()).toHaveLength(9);
  });
});

describe('record history fetch failure', () => {
  it('shows the fetching-error banner and loads on "Try again"', async () => {
    const server = failingUntilRecovered(
      () => apiError(404, 'notFound'),
      () => json(200, { entries: [anEntry('a', 1)] }),
    );
    serve(server.reply);
    const { user } = renderPanel(<RecordHistoryPanel patientId={PATIENT} meeting={aMeeting()} />);
    await tryAgainFromErrorBanner(user, 'Could not fetch the medical record entries', server.recover);
    expect(await screen.findByRole('heading', { name: 'Past week (1)' })).toBeTruthy();
  });
});

describe('UK mental-health meeting', () => {
  const entries = () => [
    anEntry('mh', 1, { templateId: UK_MENTAL_HEALTH_TEMPLATE_ID, title: 'Mental health review' }),
    anEntry('gp', 2, { templateId: 'medical-record/GB/v1', title: 'GP consultation' }),
    anEntry('old', 3, { title: 'Records system note' }),
  ];

  it('shows only the entries of the mental-health form', async () => {
    serve(entries());
    renderPanel(
      <RecordHistoryPanel patientId={PATIENT} meeting={aMeeting({ activityType: 'MENTAL_HEALTH' })} />,
      aBritishClinician(),
    );
    expect(await screen.findByRole('heading', { name: 'Past week (1)' })).toBeTruthy();
    expect(entryButton(/Mental health review/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /GP consultation/ })).toBeNull();
    expect(screen.getByText(/only entries of the mental-health form are shown/)).toBeTruthy();
  });

  it('shows every entry in other British meetings and in Swedish mental-health meetings', async () => {
    serve(entries());
    const { unmount } = renderPanel(
      <RecordHistoryPanel patientId={PATIENT} meeting={aMeeting()} />,
      aBritishClinician(),
    );
    expect(await screen.findByRole('heading', { name: 'Past week (3)' })).toBeTruthy();
    unmount();
    serve(entries());
    renderPanel(<RecordHistoryPanel patientId={PATIENT} meeting={aMeeting({ activityType: 'MENTAL_HEALTH' })} />);
    expect(await screen.findByRole('heading', { name: 'Past week (3)' })).toBeTruthy();
  });
});

describe('record tab counter', () => {
  it('is loading, then the number of entries shown (the mental-health form’s only in such a meeting)', async () => {
    serve([anEntry('a', 1, { templateId: UK_MENTAL_HEALTH_TEMPLATE_ID }), anEntry('b', 2), anEntry('c', 3)]);
    const all = renderQueryHook(() => useRecordEntriesCounter({ patientId: PATIENT, meeting: aMeeting() }));
    expect(all.result.current).toEqual({ state: 'loading' });
    await waitFor(() => expect(all.result.current).toEqual({ state: 'ready', count: 3 }));
    const mh = renderQueryHook(
      () => useRecordEntriesCounter({ patientId: PATIENT, meeting: aMeeting({ activityType: 'MENTAL_HEALTH' }) }),
      aBritishClinician(),
    );
    await waitFor(() => expect(mh.result.current).toEqual({ state: 'ready', count: 1 }));
  });

  it('is an error when the history cannot be fetched', async () => {
    serve(() => apiError(404, 'notFound'));
    const { result } = renderQueryHook(() => useRecordEntriesCounter({ patientId: PATIENT, meeting: null }));
    await waitFor(() => expect(result.current).toEqual({ state: 'error' }));
  });
});
