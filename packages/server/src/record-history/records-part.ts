/** A konsult note serialized for the list, with what it is ordered by. */
export type SerializedNote = { id: string; contactAt: number; json: string };

/** The records system's entries as the database hands them over (repo.ts `recordsSystemPart`). */
export type RecordsPartRow = {
  /** The entries' JSON objects, newest first, joined by commas. */
  text: string;
  /** Per entry, in the same order: `<contact time in epoch ms>:<bytes of its JSON in UTF-8>`, joined by commas. */
  index: string;
};

const COMMA = Buffer.from(',');
const OPEN = Buffer.from('{"entries":[');
const CLOSE = Buffer.from(']}');

/**
 * The records system's part of one patient's history in one variant (stricken entries or not, prescriptions or
 * not), serialized as the list sends it (issue 22, goal 3). A patient's thousands of entries from the records
 * system change rarely, konsult's notes with every autosave: the text is kept (see RecordsParts) under the records
 * system's own version (migration 0055), and each new version of the history merges the few notes into it, so only
 * the notes are read and serialized again.
 */
export class RecordsPart {
  private constructor(
    private readonly text: Buffer,
    /** Each entry's contact time (epoch ms), newest first. */
    private readonly contactAts: Float64Array,
    /** Where each entry's JSON starts in `text`, and where the last one ends. */
    private readonly starts: Uint32Array,
  ) {}

  static of(row: RecordsPartRow): RecordsPart {
    const text = Buffer.from(row.text);
    const index = row.index === '' ? [] : row.index.split(',');
    const contactAts = new Float64Array(index.length);
    const starts = new Uint32Array(index.length + 1);
    let at = 0;
    index.forEach((item, i) => {
      const [contactAt, bytes] = item.split(':');
      contactAts[i] = Number(contactAt);
      starts[i] = at;
      at += Number(bytes) + 1;
    });
    starts[index.length] = Math.max(0, at - 1);
    if (starts[index.length] !== text.length) {
      throw new Error(
        `record history: the entries' index (${at - 1} bytes) does not match their text (${text.length})`,
      );
    }
    return new RecordsPart(text, contactAts, starts);
  }

  /** What the part holds in memory, for the cache's bound. */
  get bytes(): number {
    return this.text.length + this.contactAts.byteLength + this.starts.byteLength;
  }

  get entries(): number {
    return this.contactAts.length;
  }

  /**
   * The whole answer, `{"entries":[…]}`, with the notes merged in: newest first and, at the same instant, a konsult
   * note before the records system's entries (the order the list has always had). The entries between two notes
   * are copied as one slice of the kept text.
   */
  withNotes(notes: readonly SerializedNote[]): Buffer {
    const ordered = [...notes].sort((a, b) => b.contactAt - a.contactAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
    const items: Buffer[] = [];
    let next = 0;
    for (const note of ordered) {
      const until = this.firstAtOrBefore(note.contactAt, next);
      if (until > next) items.push(this.slice(next, until));
      items.push(Buffer.from(note.json));
      next = until;
    }
    if (next < this.entries) items.push(this.slice(next, this.entries));
    const pieces: Buffer[] = [OPEN];
    items.forEach((item, i) => pieces.push(...(i === 0 ? [item] : [COMMA, item])));
    pieces.push(CLOSE);
    return Buffer.concat(pieces);
  }

  /** The first entry at or after `from` whose contact time is `contactAt` or earlier (the entries are newest first). */
  private firstAtOrBefore(contactAt: number, from: number): number {
    let low = from;
    let high = this.entries;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.contactAts[middle]! <= contactAt) high = middle;
      else low = middle + 1;
    }
    return low;
  }

  /** Entries `from` up to (not including) `until`, with the commas between them. */
  private slice(from: number, until: number): Buffer {
    return this.text.subarray(this.starts[from], until === this.entries ? this.text.length : this.starts[until]! - 1);
  }
}

type PatientParts = { entriesVersion: number; parts: Map<string, Promise<RecordsPart>>; bytes: number };

/**
 * The records-system parts of recently opened patients on this instance, at most `maxBytes` of them (a 5,000-entry
 * history is ~6 MB), least recently used dropped first. Correctness rests on the version each request reads from the
 * database: a part is used only for the entries version it was built at, so unlike the bodies' cache it needs no
 * notification, and a note's autosave (which does notify) leaves it in place.
 */
export class RecordsParts {
  private readonly patients = new Map<string, PatientParts>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The patient's part for `variant` at `entriesVersion`: kept, else made by `build` (once for simultaneous asks). */
  async part(
    patientId: string,
    entriesVersion: number,
    variant: string,
    build: () => Promise<RecordsPart>,
  ): Promise<RecordsPart> {
    let patient = this.patients.get(patientId);
    if (patient && patient.entriesVersion > entriesVersion) return build();
    if (!patient || patient.entriesVersion < entriesVersion) {
      if (patient) this.drop(patientId, patient);
      patient = { entriesVersion, parts: new Map(), bytes: 0 };
    } else {
      this.patients.delete(patientId);
    }
    // Map order is recency: the patient asked for last goes to the end.
    this.patients.set(patientId, patient);
    const kept = patient.parts.get(variant);
    if (kept) return kept;
    const made = build();
    patient.parts.set(variant, made);
    const owner = patient;
    made.then(
      (part) => {
        if (this.patients.get(patientId) !== owner || owner.parts.get(variant) !== made) return;
        owner.bytes += part.bytes;
        this.bytes += part.bytes;
        this.evict();
      },
      () => {
        // A failed build is not kept: the next request tries again.
        if (owner.parts.get(variant) === made) owner.parts.delete(variant);
      },
    );
    return made;
  }

  /** What the kept parts hold, in bytes. */
  get size(): number {
    return this.bytes;
  }

  private evict(): void {
    for (const [patientId, patient] of this.patients) {
      if (this.bytes <= this.maxBytes) return;
      this.drop(patientId, patient);
    }
  }

  private drop(patientId: string, patient: PatientParts): void {
    this.patients.delete(patientId);
    patient.parts.clear();
    this.bytes -= patient.bytes;
    patient.bytes = 0;
  }
}
