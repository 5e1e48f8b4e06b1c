import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { isForbidden, meetingErrorKind } from './meeting-error';

describe('meetingErrorKind', () => {
  it('maps the meeting load failures to the four full-page states', () => {
    expect(meetingErrorKind(new ApiError(410, 'meeting_cancelled', ''))).toBe('cancelled');
    expect(meetingErrorKind(new ApiError(410, 'meeting_reassigned', ''))).toBe('reassigned');
    expect(meetingErrorKind(new ApiError(404, 'notFound', ''))).toBe('notFound');
    expect(meetingErrorKind(new ApiError(403, 'forbidden', ''))).toBe('general');
    expect(meetingErrorKind(new ApiError(500, 'unknown', ''))).toBe('general');
    expect(meetingErrorKind(new Error('boom'))).toBe('general');
  });

  it('recognises a forbidden answer, whose message the general page shows', () => {
    expect(isForbidden(new ApiError(403, 'forbidden', ''))).toBe(true);
    expect(isForbidden(new ApiError(500, 'unknown', ''))).toBe(false);
  });
});
