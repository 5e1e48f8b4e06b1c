import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { JoinPage, type JoinInfo } from './join-page';

const info: JoinInfo = {
  clinicianName: 'Anna Lindgren',
  scheduledStartTime: Date.parse('2026-11-21T10:00:00Z'),
  interventionType: 'VIDEO',
  expiresAt: Date.parse('2026-11-21T12:20:00Z'),
};

describe('patient join page', () => {
  it('shows who the patient will meet when the link is valid', async () => {
    render(<JoinPage token="abc" fetchInfo={async () => info} />);
    const appointment = await screen.findByRole('region', { name: 'Your appointment' });
    expect(appointment.textContent).toContain('video consultation with Anna Lindgren');
  });

  it('tells the patient the link is not valid and to ask their clinician for a new one', async () => {
    render(<JoinPage token="abc" fetchInfo={async () => null} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link is not valid or has expired. Ask your clinician for a new link.',
    );
  });

  it('offers to try again when konsult cannot be reached', async () => {
    const fetchInfo = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(info);
    render(<JoinPage token="abc" fetchInfo={fetchInfo} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Your appointment' })).toBeTruthy();
  });
});
