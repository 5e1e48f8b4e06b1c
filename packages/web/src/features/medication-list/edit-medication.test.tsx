import type { UpdateMedicationBody } from '@konsult/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aMeeting } from '../../test/fixtures';
import { apiError, json, mockApi } from '../../test/mock-api';
import { renderPanel } from '../../test/render-panel';
import { MedicationListPanel } from './index';
import { aDailyWireDosage, aList, aMedication, LIST_PATH, NOV_20 } from './testing';

const ITEM_PATH = '/api/prescriptions/medication-list/swe/medication-1';
const END_PATH = `${ITEM_PATH}/end`;

async function openEdit(routes: Parameters<typeof mockApi>[0]) {
  const requests = mockApi({ [`GET ${LIST_PATH}`]: json(200, aList()), ...routes });
  const view = renderPanel(<MedicationListPanel patientId="patient-1" meeting={aMeeting()} />);
  await view.user.click(await screen.findByRole('button', { name: 'Change Alvedon' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change Alvedon' });
  return { ...view, dialog, requests };
}

describe('edit-medication modal', () => {
  it('saves new additional instructions with the rest of the dosage unchanged', async () => {
    const { user, dialog, requests } = await openEdit({
      [`PATCH ${ITEM_PATH}`]: () =>
        json(200, aMedication({ dosage: { ...aMedication().dosage, additionalInstructions: 'Tas på fastande mage' } })),
    });
    const instructions = within(dialog).getByRole('textbox', { name: 'Additional instructions' });
    expect((instructions as HTMLTextAreaElement).value).toBe('Tas med mat');
    expect((within(dialog).getByRole('textbox', { name: 'Hour, row 2' }) as HTMLInputElement).value).toBe('20');
    await user.clear(instructions);
    await user.type(instructions, 'Tas på fastande mage');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const patch = requests.find((r) => r.method === 'PATCH');
    expect(patch?.query.get('patientId')).toBe('patient-1');
    expect(patch?.body).toEqual({
      dosage: aDailyWireDosage(
        [
          { time: '08:00:00', amount: 1 },
          { time: '20:00:00', amount: 1 },
        ],
        'Tas på fastande mage',
        NOV_20,
      ),
    } satisfies UpdateMedicationBody);
    // The list is fetched again after the change.
    await waitFor(() => expect(requests.filter((r) => r.method === 'GET' && r.path === LIST_PATH)).toHaveLength(2));
  });

  it('shows the update error and keeps what was typed', async () => {
    const { user, dialog } = await openEdit({ [`PATCH ${ITEM_PATH}`]: apiError(500, 'internal') });
    const instructions = within(dialog).getByRole('textbox', { name: 'Additional instructions' });
    await user.type(instructions, ', kvällstid');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong while saving the change.');
    expect((instructions as HTMLTextAreaElement).value).toBe('Tas med mat, kvällstid');
  });

  it('does not save a dosage with problems', async () => {
    const { user, dialog, requests } = await openEdit({});
    await user.clear(within(dialog).getByRole('textbox', { name: 'Hour, row 2' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Hour, row 2' }), '8');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('This time is already on another row.')).toBeTruthy();
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);
  });

  it('ends the medication after confirming', async () => {
    const { user, dialog, requests } = await openEdit({
      [`POST ${END_PATH}`]: () => new Response(null, { status: 204 }),
    });
    await user.click(within(dialog).getByRole('button', { name: 'End medication' }));
    const confirm = await screen.findByRole('dialog', { name: 'End Alvedon?' });
    expect(confirm.textContent).toContain('Alvedon moves to past medication from today.');
    await user.click(within(confirm).getByRole('button', { name: 'End medication' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const end = requests.find((r) => r.method === 'POST' && r.path === END_PATH);
    expect(end?.query.get('patientId')).toBe('patient-1');
    expect(end?.body).toBeUndefined();
    await waitFor(() => expect(requests.filter((r) => r.method === 'GET' && r.path === LIST_PATH)).toHaveLength(2));
  });

  it('shows the end errors in the confirm modal, and going back keeps the edits', async () => {
    const { user, dialog } = await openEdit({ [`POST ${END_PATH}`]: apiError(500, 'internal') });
    await user.type(within(dialog).getByRole('textbox', { name: 'Additional instructions' }), '!');
    await user.click(within(dialog).getByRole('button', { name: 'End medication' }));
    const confirm = await screen.findByRole('dialog', { name: 'End Alvedon?' });
    await user.click(within(confirm).getByRole('button', { name: 'End medication' }));
    const alert = await within(confirm).findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong');
    expect(alert.textContent).toContain('The medication could not be ended. Try again.');

    await user.click(within(confirm).getByRole('button', { name: 'Back' }));
    const again = await screen.findByRole('dialog', { name: 'Change Alvedon' });
    expect((within(again).getByRole('textbox', { name: 'Additional instructions' }) as HTMLTextAreaElement).value).toBe(
      'Tas med mat!',
    );
  });
});
