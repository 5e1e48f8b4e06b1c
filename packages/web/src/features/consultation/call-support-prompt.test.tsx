import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CLINICIAN_SUPPORT_URL } from '../../lib/config';
import { renderUi } from '../../test/render-ui';
import { CallSupportPrompt } from './components/call-support-prompt';

describe('support prompt during a call', () => {
  it('offers clinician support a minute after the call started, not before', () => {
    vi.useFakeTimers();
    renderUi(<CallSupportPrompt />);
    act(() => vi.advanceTimersByTime(59_999));
    expect(screen.queryByText('Trouble connecting?', { exact: false })).toBeNull();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('Trouble connecting? Contact support');
    const link = screen.getByRole('link', { name: 'Contact support' });
    expect(link.getAttribute('href')).toBe(CLINICIAN_SUPPORT_URL);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('forgets the minute when the call ends first', () => {
    vi.useFakeTimers();
    const view = renderUi(<CallSupportPrompt />);
    act(() => vi.advanceTimersByTime(30_000));
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
