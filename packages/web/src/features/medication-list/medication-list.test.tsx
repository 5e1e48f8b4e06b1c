import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aMeeting } from '../../test/fixtures';
import { apiError, json, mockApi } from '../../test/mock-api';
import { renderPanel } from '../../test/render-panel';
import { renderQueryHook } from '../../test/render-hook';
import { MedicationListPanel, useMedicationListCounter } from './index';
import { aList, aMedication, DAY, LIST_PATH, NOV_20 } from './testing';

const renderList = () => renderPanel(<MedicationListPanel patientId="patient-1" meeting={aMeeting()} />);

describe('medication list panel', () => {
  it('lists regular and as-required medications with dosage, instructions, reasons and period', async () => {
    mockApi({ [`GET ${LIST_PATH}`]: json(200, aList()) });
    renderList();
    const regular = await screen.findByRole('list', { name: 'Regular' });
    const [alvedon] = within(regular).getAllByRole('listitem');
    expect(alvedon!.textContent).toContain('Alvedon Filmdragerad tablett 500 mg');
    expect(alvedon!.textContent).toContain('1 tablett at 08:00 and 20:00');
    expect(alvedon!.textContent).toContain('Tas med mat');
    expect(alvedon!.textContent).toContain('Reason: M54.5 Lumbago');
    expect(alvedon!.textContent).toContain('From 20 Nov 2026, until further notice');
    expect(alvedon!.textContent).toContain('Last changed 20 Nov 2026 by Anna Berg');

    const asRequired = screen.getByRole('list', { name: 'As required' });
    expect(asRequired.textContent).toContain('As needed 1–2 tabletter, at most 6 per 24 hours');
    expect(screen.queryByText('No active medications')).toBeNull();
  });

  it('links the printable list and offers adding and changing to a permitted clinician', async () => {
    mockApi({ [`GET ${LIST_PATH}`]: json(200, aList()) });
    renderList();
    const print = await screen.findByRole('link', { name: 'Print medication list' });
    expect(print.getAttribute('href')).toBe(`${LIST_PATH}/pdf`);
    expect(print.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('button', { name: 'Add medication' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change Alvedon' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change Ipren' })).toBeTruthy();
  });

  it('shows no add button and no change links when the clinician may not edit', async () => {
    mockApi({ [`GET ${LIST_PATH}`]: json(200, aList({ canEdit: false })) });
    renderList();
    await screen.findByRole('list', { name: 'Regular' });
    expect(screen.queryByRole('button', { name: 'Add medication' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Change/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Print medication list' })).toBeTruthy();
  });

  it('warns when nothing is active and shows each section’s empty text', async () => {
    mockApi({ [`GET ${LIST_PATH}`]: json(200, aList({ active: [] })) });
    renderList();
    expect(await screen.findByText('No active medications')).toBeTruthy();
    expect(screen.getByText('No regular medications.')).toBeTruthy();
    expect(screen.getByText('No medications as required.')).toBeTruthy();
  });

  it('shows past medication read-only, with the day it ended', async () => {
    const ended = aMedication({ id: 'old', status: { status: 'ENDED', createdAt: NOV_20 + 3 * DAY } });
    mockApi({ [`GET ${LIST_PATH}`]: json(200, aList({ past: [ended] })) });
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'View past medication (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Past medication' });
    const item = within(dialog).getByRole('listitem');
    expect(item.textContent).toContain('Alvedon');
    expect(item.textContent).toContain('20 Nov 2026 – ended 23 Nov 2026');
    expect(within(dialog).queryByRole('button', { name: /^Change/ })).toBeNull();
  });

  it('says so when there is no past medication', async () => {
    mockApi({ [`GET ${LIST_PATH}`]: json(200, aList()) });
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'View past medication (0)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Past medication' });
    expect(within(dialog).getByText('The patient has no past medication.')).toBeTruthy();
  });

  it('shows the generic error banner, reports it, and tries again', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    mockApi({ [`GET ${LIST_PATH}`]: () => (fail ? apiError(403, 'forbidden') : json(200, aList())) });
    const { user } = renderList();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong while loading the patient’s medications.');
    expect(report).toHaveBeenCalledWith('[konsult] medication-list.list-view.error_generic', expect.anything());
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Regular' })).toBeTruthy();
  });

  it('reads Swedish with the seed’s key texts', async () => {
    const { i18n } = await import('../../i18n/i18n');
    await i18n.changeLanguage('sv');
    mockApi({ [`GET ${LIST_PATH}`]: json(200, aList({ active: [] })) });
    renderList();
    expect(await screen.findByText('Inga aktuella läkemedel')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Stående' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Vid behov' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skriv ut läkemedelslista' })).toBeTruthy();
    expect(i18n.t('medication-list.add.error')).toMatch(/^Något gick fel/);
    expect(i18n.t('medication-list.past-medication-modal.error-generic')).toBe('Något gick fel');
  });
});

describe('medication list counter', () => {
  const counter = () =>
    renderQueryHook(() => useMedicationListCounter({ patientId: 'patient-1', meeting: aMeeting() }));

  it('is loading, then the active count (past medication not counted)', async () => {
    mockApi({ [`GET ${LIST_PATH}`]: json(200, aList({ past: [aMedication({ id: 'old' })] })) });
    const { result } = counter();
    expect(result.current).toEqual({ state: 'loading' });
    await waitFor(() => expect(result.current).toEqual({ state: 'ready', count: 2 }));
  });

  it('is an error when the list cannot be loaded', async () => {
    mockApi({ [`GET ${LIST_PATH}`]: apiError(404, 'notFound') });
    const { result } = counter();
    await waitFor(() => expect(result.current).toEqual({ state: 'error' }));
  });
});
