/** Why the browser gave us no camera and microphone, in the terms a message needs. */
export type MediaFailure = 'blocked' | 'missing' | 'other';

export function mediaFailure(error: unknown): MediaFailure {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'blocked';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing';
  return 'other';
}

export function stopStream(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}
