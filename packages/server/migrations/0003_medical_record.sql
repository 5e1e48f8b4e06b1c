-- The consultation note (medical record entry) and the evaluation of a meeting.

CREATE TABLE medical_record_entries (
  id uuid PRIMARY KEY,
  -- The id the records system knows this content by; signing checks it (entry_content_id_mismatch).
  entry_content_id uuid NOT NULL,
  meeting_id uuid NOT NULL UNIQUE REFERENCES meetings (id),
  patient_id uuid NOT NULL REFERENCES patients (id),
  clinician_id uuid NOT NULL REFERENCES clinicians (id),
  template_id text NOT NULL,
  "values" jsonb NOT NULL DEFAULT '{}',
  version integer NOT NULL DEFAULT 1 CHECK (version > 0),
  share_entry boolean NOT NULL DEFAULT false,
  signed_at timestamptz,
  signed_by uuid REFERENCES clinicians (id),
  stricken_at timestamptz,
  stricken_by uuid REFERENCES clinicians (id),
  stricken_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((stricken_at IS NULL) = (stricken_reason IS NULL))
);
CREATE INDEX medical_record_entries_patient_idx ON medical_record_entries (patient_id, created_at);

-- A signed or stricken entry's content never changes, whatever code path tries: signing and
-- striking are the only transitions out of "signed", and nothing leaves "stricken".
CREATE FUNCTION medical_record_entries_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.signed_at IS NOT NULL OR OLD.stricken_at IS NOT NULL THEN
      RAISE EXCEPTION 'entry_signed: a signed or stricken entry cannot be deleted';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.stricken_at IS NOT NULL THEN
    RAISE EXCEPTION 'entry_stricken: a stricken entry cannot be changed';
  END IF;
  IF OLD.signed_at IS NOT NULL AND NEW.signed_at IS NOT NULL AND (
       NEW."values" IS DISTINCT FROM OLD."values"
    OR NEW.template_id IS DISTINCT FROM OLD.template_id
    OR NEW.share_entry IS DISTINCT FROM OLD.share_entry
    OR NEW.version IS DISTINCT FROM OLD.version
  ) THEN
    RAISE EXCEPTION 'entry_signed: a signed entry cannot be changed';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER medical_record_entries_guard BEFORE UPDATE OR DELETE ON medical_record_entries
  FOR EACH ROW EXECUTE FUNCTION medical_record_entries_guard();

-- The entry's history: who created, saved, signed, unsigned (with reason) and struck it. Append-only.
CREATE TABLE medical_record_entry_events (
  id bigserial PRIMARY KEY,
  entry_id uuid NOT NULL REFERENCES medical_record_entries (id),
  action text NOT NULL CHECK (action IN ('created', 'saved', 'signed', 'unsigned', 'stricken')),
  at timestamptz NOT NULL DEFAULT now(),
  clinician_id uuid NOT NULL REFERENCES clinicians (id),
  reason text
);
CREATE INDEX medical_record_entry_events_entry_idx ON medical_record_entry_events (entry_id, id);

CREATE FUNCTION refuse_change_to_history() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END;
$$;
CREATE TRIGGER medical_record_entry_events_append_only BEFORE UPDATE OR DELETE ON medical_record_entry_events
  FOR EACH ROW EXECUTE FUNCTION refuse_change_to_history();

CREATE TABLE evaluations (
  meeting_id uuid PRIMARY KEY REFERENCES meetings (id),
  patient_id uuid NOT NULL REFERENCES patients (id),
  template_id text NOT NULL,
  "values" jsonb NOT NULL DEFAULT '{}',
  version integer NOT NULL CHECK (version > 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid NOT NULL REFERENCES clinicians (id)
);
CREATE INDEX evaluations_patient_idx ON evaluations (patient_id);
