import { buildInsurerReportV2 } from '@konsult/domain';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aClinician } from '../../../test/fixtures';
import { apiError, json, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { aReportInput } from '../testing';

/**
 * Rebecca, gb.vitality's GP, finishes Hannah's consultation and opens the development page to see what the built-in
 * insurer received: the report's consultation, member, London clock times, module codes and outcomes, and its JSON.
 */

const rebecca = aClinician({
  locale: 'en',
  name: 'Rebecca Shaw',
  pool: {
    ...aClinician().pool,
    id: 'pool-gb-vitality',
    country: 'GB',
    partnership: 'VITALITY',
    partnershipKind: 'INSURER',
  },
});
const REPORTS = 'GET /api/dev/insurer/reports';
const ME = { 'GET /api/auth/me': json(200, { clinician: rebecca }), 'GET /api/meetings': json(200, { meetings: [] }) };

const hannahsReport = {
  idempotencyKey: 'insurer-report:meeting-hannah-1',
  payload: buildInsurerReportV2(aReportInput()).payload,
  receivedAt: Date.parse('2026-07-14T13:15:30Z'),
};
const earlierReport = {
  idempotencyKey: 'insurer-report:meeting-aisha-1',
  payload: buildInsurerReportV2(
    aReportInput({
      meetingId: 'meeting-aisha-1',
      member: { ...aReportInput().member, memberEntityNumber: 'VH-100207' },
      policy: { policyNumber: null, hasVitalityAtWork: false, hasVitalityEssentials: true },
    }),
  ).payload,
  receivedAt: Date.parse('2026-07-14T09:05:00Z'),
};

beforeEach(() => window.localStorage.setItem('konsult.language', 'en'));

const report = (name: string) => screen.findByRole('article', { name });

function fact(article: HTMLElement, label: string): string | null {
  return within(article).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

describe('the development page of the insurer’s reports', () => {
  it('lists the reports as the server gives them, newest first, each with its key facts', async () => {
    mockApi({ ...ME, [REPORTS]: json(200, { reports: [hannahsReport, earlierReport] }) });
    renderApp('/dev/insurer-reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Insurer reports (development)' })).toBeTruthy();

    const hannah = await report('Consultation meeting-hannah-1');
    expect(fact(hannah, 'Received')).toBe('14 Jul 2026, 14:15');
    expect(fact(hannah, 'Idempotency key')).toBe('insurer-report:meeting-hannah-1');
    expect(fact(hannah, 'Member entity number')).toBe('VH-100205');
    expect(fact(hannah, 'Scheduled (Europe/London)')).toBe('14:00:00');
    expect(fact(hannah, 'Started (Europe/London)')).toBe('14:02:05');
    expect(fact(hannah, 'Ended (Europe/London)')).toBe('14:14:45');
    expect(fact(hannah, 'Duration (min:s)')).toBe('12:40');
    expect(fact(hannah, 'Module codes')).toBe('B29, C41');
    expect(fact(hannah, 'Outcomes')).toBe('Routine Referral to Consultant; Physiotherapy: Neck (self-pay)');
    expect(fact(hannah, 'Non-claim outcomes')).toBe('Referral to Vitality: Personal Details Update');

    const aisha = await report('Consultation meeting-aisha-1');
    expect(fact(aisha, 'Module codes')).toBe('B28, B30');
    const order = screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);
    expect(order).toEqual(['Consultation meeting-hannah-1', 'Consultation meeting-aisha-1']);
  });

  it('folds the full payload away, and opens it as JSON', async () => {
    mockApi({ ...ME, [REPORTS]: json(200, { reports: [hannahsReport] }) });
    const { user } = renderApp('/dev/insurer-reports');
    const hannah = await report('Consultation meeting-hannah-1');
    const toggle = within(hannah).getByRole('button', { name: 'Full payload (JSON)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(hannah).queryByText(/"vitalityData"/)).toBeNull();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const payload = within(hannah).getByText(/"vitalityData"/);
    expect(JSON.parse(payload.textContent ?? '')).toEqual(hannahsReport.payload);
  });

  it('shows a report in an unknown shape by its key and JSON only', async () => {
    mockApi({
      ...ME,
      [REPORTS]: json(200, { reports: [{ idempotencyKey: 'key-1', payload: { a: 1 }, receivedAt: 0 }] }),
    });
    renderApp('/dev/insurer-reports');
    const unknown = await report('Report in a shape this page does not know');
    expect(fact(unknown, 'Idempotency key')).toBe('key-1');
    expect(within(unknown).queryByText('Module codes')).toBeNull();
  });

  it('says when nothing has been received yet', async () => {
    mockApi({ ...ME, [REPORTS]: json(200, { reports: [] }) });
    renderApp('/dev/insurer-reports');
    expect(await screen.findByText('The insurer has received no reports yet.')).toBeTruthy();
  });

  it('shows the failure with Try again, and the reports once the server answers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    mockApi({
      ...ME,
      [REPORTS]: () =>
        ++calls === 1 ? apiError(404, 'not_found', 'Not found') : json(200, { reports: [hannahsReport] }),
    });
    const { user } = renderApp('/dev/insurer-reports');
    expect(await screen.findByText('Could not load the insurer reports.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await report('Consultation meeting-hannah-1')).toBeTruthy();
  });
});
