import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentTabId, draftKey } from '../../lib/autosave';
import { anEntry, COMPLETE_SE_NOTE } from '../../test/fixtures';
import { ENTRY_PATH, MEETING_ID, mockConsultationServer, requestsTo } from '../../test/consultation-api';
import { apiError, json } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

beforeEach(() => {
  window.localStorage.setItem('konsult.language', 'en');
});

async function openNote() {
  const view = renderApp(`/emr/${MEETING_ID}`);
  const note = await screen.findByRole('region', { name: 'Consultation note' });
  await within(note).findByRole('textbox', { name: 'Reason for contact' });
  return { ...view, note };
}

describe('the consultation note', () => {
  it("shows the market's note fields by their labels, required ones marked", async () => {
    mockConsultationServer();
    const { note } = await openNote();

    expect(within(note).getByRole('heading', { name: 'Medical record note' })).toBeTruthy();
    const reason = within(note).getByRole('textbox', { name: 'Reason for contact' });
    expect(reason.hasAttribute('required')).toBe(true);
    expect(within(note).getByRole('textbox', { name: 'Current medication' }).hasAttribute('required')).toBe(false);
    expect(within(note).getByRole('combobox', { name: 'Primary diagnosis' })).toBeTruthy();
    expect(within(note).getByRole('group', { name: 'Diagnosis' })).toBeTruthy();
    expect(within(note).getByRole('status').textContent).toBe('All changes saved');
  });

  it('saves what the clinician typed when they press Save now', async () => {
    const { requests } = mockConsultationServer();
    const { note, user } = await openNote();

    await user.type(within(note).getByRole('textbox', { name: 'History' }), 'Cough for three days');
    expect(within(note).getByRole('status').textContent).toBe('Not saved yet');
    await user.click(within(note).getByRole('button', { name: 'Save now' }));

    await waitFor(() => expect(within(note).getByRole('status').textContent).toBe('All changes saved'));
    const saves = requestsTo(requests, 'PUT', ENTRY_PATH);
    expect(saves.at(-1)?.body).toEqual({ values: { history: 'Cough for three days' }, version: 0 });
    expect(saves.at(-1)?.headers.get('content-type')).toBe('application/json');
  });

  it('shows when the note was signed, read-only', async () => {
    mockConsultationServer({
      entry: anEntry({ values: COMPLETE_SE_NOTE, signedAt: Date.UTC(2026, 10, 21, 13, 30) }),
    });
    const { note } = await openNote();

    expect(within(note).getByText('Signed 21 Nov 2026, 14:30')).toBeTruthy();
    const history = within(note).getByRole('textbox', { name: 'History' }) as HTMLTextAreaElement;
    expect(history.value).toBe(COMPLETE_SE_NOTE.history);
    expect(history.disabled).toBe(true);
    expect(within(note).queryByRole('button', { name: 'Save now' })).toBeNull();
  });

  it('warns that a struck note has been struck, with the reason, and disables it', async () => {
    mockConsultationServer({
      entry: anEntry({
        values: COMPLETE_SE_NOTE,
        strickenAt: Date.UTC(2026, 10, 21, 14, 0),
        strickenReason: 'Written in the wrong patient',
      }),
    });
    const { note } = await openNote();

    const warning = within(note).getByRole('alert');
    expect(within(warning).getByText('This note has been struck: Written in the wrong patient')).toBeTruthy();
    expect((within(note).getByRole('textbox', { name: 'Plan' }) as HTMLTextAreaElement).disabled).toBe(true);
  });

  it('keeps the text when saving fails, says it could not connect, and saves on Try again', async () => {
    let failing = true;
    const { requests, state } = mockConsultationServer({
      routes: {
        [`PUT ${ENTRY_PATH}`]: ({ body }) => {
          if (failing) return apiError(503, 'unknown', 'Down');
          const { values } = body as { values: Record<string, string> };
          state.entry = anEntry({ values });
          return json(200, { entry: state.entry });
        },
      },
    });
    const { note, user } = await openNote();

    await user.type(within(note).getByRole('textbox', { name: 'History' }), 'Cough');
    await user.click(within(note).getByRole('button', { name: 'Save now' }));

    const banner = await within(note).findByRole('alert');
    expect(within(banner).getByText('Could not connect to database')).toBeTruthy();
    expect((within(note).getByRole('textbox', { name: 'History' }) as HTMLTextAreaElement).value).toBe('Cough');
    expect(within(note).getByRole('status').textContent).toBe('Not saved yet');

    failing = false;
    await user.click(within(banner).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(note).queryByRole('alert')).toBeNull());
    expect(within(note).getByRole('status').textContent).toBe('All changes saved');
    expect(requestsTo(requests, 'PUT', ENTRY_PATH).at(-1)?.body).toEqual({ values: { history: 'Cough' }, version: 0 });
  });

  it('asks whose text wins when someone else saved the note, and Keep mine saves over their version', async () => {
    const { requests, state } = mockConsultationServer({ entry: anEntry({ values: { history: 'Original' } }) });
    const { note, user } = await openNote();

    // Another tab saves version 2 meanwhile.
    state.entry = anEntry({ values: { history: 'Theirs' }, version: 2 });
    const history = within(note).getByRole('textbox', { name: 'History' });
    await user.clear(history);
    await user.type(history, 'Mine');
    await user.click(within(note).getByRole('button', { name: 'Save now' }));

    const dialog = await screen.findByRole('dialog', { name: 'This note was changed elsewhere' });
    expect((history as HTMLTextAreaElement).value).toBe('Mine');
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(state.entry?.values).toEqual({ history: 'Mine' }));
    expect(requestsTo(requests, 'PUT', ENTRY_PATH).at(-1)?.body).toEqual({ values: { history: 'Mine' }, version: 2 });
  });

  it('Reload theirs replaces my text with the text saved elsewhere', async () => {
    const { state } = mockConsultationServer({ entry: anEntry({ values: { history: 'Original' } }) });
    const { note, user } = await openNote();

    state.entry = anEntry({ values: { history: 'Theirs' }, version: 2 });
    await user.type(within(note).getByRole('textbox', { name: 'History' }), ' and mine');
    await user.click(within(note).getByRole('button', { name: 'Save now' }));
    await user.click(await screen.findByRole('button', { name: 'Reload theirs' }));

    await waitFor(() =>
      expect((within(note).getByRole('textbox', { name: 'History' }) as HTMLTextAreaElement).value).toBe('Theirs'),
    );
    expect(state.entry.values).toEqual({ history: 'Theirs' });
  });

  it('puts back text typed just before the tab was reloaded, and saves it', async () => {
    const { requests } = mockConsultationServer({ entry: anEntry({ values: { history: 'Saved' }, version: 3 }) });
    window.localStorage.setItem(
      draftKey('medical-record', MEETING_ID, currentTabId()),
      JSON.stringify({ values: { history: 'Saved, and typed before the reload' }, baseVersion: 3, updatedAt: 1 }),
    );
    const { note } = await openNote();

    expect((within(note).getByRole('textbox', { name: 'History' }) as HTMLTextAreaElement).value).toBe(
      'Saved, and typed before the reload',
    );
    await waitFor(() =>
      expect(requestsTo(requests, 'PUT', ENTRY_PATH).at(-1)?.body).toEqual({
        values: { history: 'Saved, and typed before the reload' },
        version: 3,
      }),
    );
  });

  it('warns that it could not connect when the note cannot be loaded, and loads it on Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let down = true;
    mockConsultationServer({
      routes: {
        [`GET ${ENTRY_PATH}`]: () =>
          down ? apiError(503, 'unknown', 'Down') : json(200, { entry: null, templateId: 'medical-record/SE/v1' }),
      },
    });
    const { user } = renderApp(`/emr/${MEETING_ID}`);
    const note = await screen.findByRole('region', { name: 'Consultation note' });

    const warning = await within(note).findByRole('alert', {}, { timeout: 5000 });
    expect(within(warning).getByText('Could not connect to database')).toBeTruthy();
    down = false;
    await user.click(within(warning).getByRole('button', { name: 'Try again' }));
    expect(await within(note).findByRole('textbox', { name: 'Reason for contact' })).toBeTruthy();
  });
});
