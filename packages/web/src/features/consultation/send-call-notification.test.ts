import { describe, expect, it, vi } from 'vitest';
import { apiError, json, mockApi } from '../../test/mock-api';
import { sendCallNotification } from './api/send-call-notification';

const PUSH = 'POST /api/video-meeting/doctor/video/sendcallnotification/push';
const PLAIN = 'POST /api/video-meeting/doctor/video/sendcallnotification';
const queued = () => json(202, { id: 'outbox-1', status: 'pending', sentAt: 0 });

describe('telling the patient the clinician is calling', () => {
  it('pushes to the patient’s app, and sends nothing else when that works', async () => {
    const requests = mockApi({ [PUSH]: queued, [PLAIN]: queued });
    sendCallNotification('meeting-1');
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({ method: 'POST', body: { meeting_id: 'meeting-1' } });
    expect(requests[0]!.path).toMatch(/\/push$/);
  });

  it('falls back to the plain notification when the push fails', async () => {
    const requests = mockApi({ [PUSH]: apiError(409, 'push_not_available'), [PLAIN]: queued });
    sendCallNotification('meeting-1');
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]).toMatchObject({
      path: '/api/video-meeting/doctor/video/sendcallnotification',
      body: { meeting_id: 'meeting-1' },
    });
  });

  it('only reports a failure of both, never throws it at the screen', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ [PUSH]: apiError(500, 'unknown'), [PLAIN]: apiError(500, 'unknown') });
    expect(() => sendCallNotification('meeting-1')).not.toThrow();
    await vi.waitFor(() => expect(report).toHaveBeenCalledWith('[konsult] call notification', expect.anything()));
    report.mockRestore();
  });
});
