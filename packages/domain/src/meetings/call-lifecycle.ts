/** Seed 000 §4 "Video call" / §9: a call counts as a real call only if it lasted longer than this. */
export const REAL_CALL_MIN_MS = 10_000;

/** What the consultation screen remembers about the video calls made in a meeting. */
export interface CallLifecycle {
  callCount: number;
  realCallCount: number;
  patientDeclined: boolean;
}

export interface EndedCall {
  /** Epoch ms the clinician connected (or the call started). */
  startedAt: number;
  /** Epoch ms the call ended. */
  endedAt: number;
  /** The patient declined this call. */
  declined: boolean;
}

export const INITIAL_CALL_LIFECYCLE: CallLifecycle = { callCount: 0, realCallCount: 0, patientDeclined: false };

/** Seed 000 §4: ending a call increments the counter; one longer than 10 s also counts as a real call. */
export function endCall(state: CallLifecycle, call: EndedCall): CallLifecycle {
  return {
    callCount: state.callCount + 1,
    realCallCount: state.realCallCount + (call.endedAt - call.startedAt > REAL_CALL_MIN_MS ? 1 : 0),
    patientDeclined: state.patientDeclined || call.declined,
  };
}

/** The patient declined the running call: remembered at once, before the call ends. */
export function markPatientDeclined(state: CallLifecycle): CallLifecycle {
  return state.patientDeclined ? state : { ...state, patientDeclined: true };
}

/** Seed 000 §4: the no-show end is offered after a decline or once more than one call was made. */
export function noShowOffered(state: CallLifecycle): boolean {
  return state.patientDeclined || state.callCount > 1;
}
