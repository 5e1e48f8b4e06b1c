import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aMeeting } from '../../test/fixtures';
import { renderUi } from '../../test/render-ui';
import { ScheduledCountdown } from './components/scheduled-countdown';

const start = Date.UTC(2026, 10, 21, 13, 0);
const meeting = aMeeting({ scheduledStartTime: start });

function at(now: number) {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(now);
}

describe('scheduled-time countdown in the consultation header', () => {
  it('counts down each second in the last 15 minutes before the start', () => {
    at(start - 5 * 60_000);
    renderUi(<ScheduledCountdown meeting={meeting} />);
    expect(screen.getByRole('timer').textContent).toBe('Starts in 5:00');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer').textContent).toBe('Starts in 4:59');
    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.getByRole('timer').textContent).toBe('Starts in 4:00');
  });

  it('shows nothing earlier, and appears when the window opens', () => {
    at(start - 15 * 60_000 - 2000);
    renderUi(<ScheduledCountdown meeting={meeting} />);
    expect(screen.queryByRole('timer')).toBeNull();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('timer').textContent).toBe('Starts in 15:00');
  });

  it('then says how long ago the meeting started, and stops after 15 minutes', () => {
    at(start - 1000);
    renderUi(<ScheduledCountdown meeting={meeting} />);
    expect(screen.getByRole('timer').textContent).toBe('Starts in 0:01');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer').textContent).toBe('Started just now');
    act(() => vi.advanceTimersByTime(3 * 60_000));
    expect(screen.getByRole('timer').textContent).toBe('Started 3 min ago');
    act(() => vi.advanceTimersByTime(12 * 60_000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows nothing for a meeting that has ended', () => {
    at(start - 60_000);
    renderUi(<ScheduledCountdown meeting={aMeeting({ scheduledStartTime: start, status: 'COMPLETED' })} />);
    expect(screen.queryByRole('timer')).toBeNull();
  });
});
