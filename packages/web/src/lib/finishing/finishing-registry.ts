/** Something that stops the meeting from ending, as the missing-fields dialog lists it: "<section>: <label>". */
export interface FinishingBlocker {
  id: string;
  /** Translated section title (or the area of the screen the blocker belongs to). */
  section: string;
  /** Translated field label or description of what is missing. */
  label: string;
}

/**
 * Why the server refused a finish, as the part of the screen whose refusal it is explains it (the insurer's void alert,
 * its being unreachable): shown above the finishing buttons; the meeting is still open.
 */
export interface FinishingRefusal {
  tone: 'warning' | 'error';
  title: string;
  message: string;
}

/**
 * A part of the consultation screen that must be saved and complete before the meeting ends: the note, the
 * evaluation, and later the UK clinician checkboxes, the insurer outcomes, an unfinished renewal (seed 000 §5).
 */
export interface FinishingParticipant {
  id: string;
  /** Loaded far enough to say what is missing. */
  isReady(): boolean;
  /** Saves now; true once the server holds everything typed. */
  flush(): Promise<boolean>;
  blockers(): FinishingBlocker[];
  /** The label of one of its fields, for blockers the server reports by field name. */
  describe?(fieldName: string): Omit<FinishingBlocker, 'id'> | null;
  /** Its explanation of a refusal of the finish (the error key the server answered), or null when not its own. */
  explainRefusal?(errorKey: string): FinishingRefusal | null;
  /** What it has the finish do that the clinician should know about while it is out ("Sending the report …"). */
  pendingNote?(): string | null;
}

/**
 * Where finishing collects its participants. The features that own the forms register here, and finishing asks
 * them to save and to say what is missing, without any feature importing another.
 */
export class FinishingRegistry {
  private readonly participants = new Map<string, FinishingParticipant>();
  private readonly listeners = new Set<() => void>();
  private version = 0;

  register(participant: FinishingParticipant): () => void {
    this.participants.set(participant.id, participant);
    this.notify();
    return () => {
      if (this.participants.get(participant.id) === participant) {
        this.participants.delete(participant.id);
        this.notify();
      }
    };
  }

  /** Participants call this when what they would answer changed (loaded, edited). */
  notify(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getVersion = (): number => this.version;

  isReady(): boolean {
    return [...this.participants.values()].every((participant) => participant.isReady());
  }

  blockers(): FinishingBlocker[] {
    return [...this.participants.values()].flatMap((participant) => participant.blockers());
  }

  describe(fieldName: string): Omit<FinishingBlocker, 'id'> | null {
    for (const participant of this.participants.values()) {
      const found = participant.describe?.(fieldName);
      if (found) return found;
    }
    return null;
  }

  /** The explanation of a refused finish by the participant whose refusal it is; null when none claims the key. */
  explainRefusal(errorKey: string): FinishingRefusal | null {
    for (const participant of this.participants.values()) {
      const found = participant.explainRefusal?.(errorKey);
      if (found) return found;
    }
    return null;
  }

  /** What the participants say while the finish is out. */
  pendingNotes(): string[] {
    return [...this.participants.values()].flatMap((participant) => participant.pendingNote?.() ?? []);
  }

  /** Saves every participant at once; true only if all of them saved. */
  async flushAll(): Promise<boolean> {
    const results = await Promise.all([...this.participants.values()].map((participant) => participant.flush()));
    return results.every(Boolean);
  }
}
