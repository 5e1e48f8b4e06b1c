-- Seed 001 §3 "Record-history entry": what the records system holds about a patient from before konsult (and
-- from care elsewhere). The record pane shows these beside konsult's own notes (medical_record_entries), newest
-- first; a Swedish clinician may strike one. Rows, documents and prescriptions arrive as the records system
-- sends them, so they are kept as jsonb in the wire shape (packages/domain/src/api/record-pane.ts).
CREATE TABLE record_history_entries (
  id uuid PRIMARY KEY,
  patient_id uuid NOT NULL REFERENCES patients (id),
  meeting_id uuid REFERENCES meetings (id),
  -- The records system's own id for the document.
  document_id text NOT NULL,
  contact_at timestamptz NOT NULL,
  contact_type text NOT NULL CHECK (contact_type IN (
    'video_consultation', 'text_consultation', 'phone_consultation', 'clinic_visit', 'chat_consultation',
    'home_visit', 'administrative'
  )),
  responsible_name text NOT NULL,
  title_responsible_name text,
  care_facility_name text,
  title text NOT NULL,
  template_id text,
  "rows" jsonb NOT NULL DEFAULT '[]',
  documents jsonb NOT NULL DEFAULT '[]',
  prescriptions jsonb NOT NULL DEFAULT '[]',
  e_prescriptions jsonb NOT NULL DEFAULT '[]',
  referral jsonb,
  signed_at timestamptz,
  stricken_at timestamptz,
  -- Null when the entry was struck in the records system, by someone konsult does not know.
  stricken_by uuid REFERENCES clinicians (id),
  stricken_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Derived, kept by record_history_entries_wire below: the entry as the record pane's JSON (RecordEntry) up to its
  -- prescriptions, which only some clinicians see. Reading 5,000 entries then costs PGlite a concatenation each
  -- (~40 ms) instead of building every object again (~85 ms).
  wire_prefix text NOT NULL DEFAULT '',
  CHECK ((stricken_at IS NULL) = (stricken_reason IS NULL))
);
-- The pane reads one patient's history newest first.
CREATE INDEX record_history_entries_patient_idx ON record_history_entries (patient_id, contact_at DESC);

-- As medical_record_entries_guard: a stricken entry never changes and is never deleted; a signed one keeps its
-- content (striking is the only change left to it).
CREATE FUNCTION record_history_entries_guard() RETURNS trigger LANGUAGE plpgsql AS $$
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
  IF OLD.signed_at IS NOT NULL AND (
       NEW.signed_at IS DISTINCT FROM OLD.signed_at
    OR NEW.patient_id IS DISTINCT FROM OLD.patient_id
    OR NEW.meeting_id IS DISTINCT FROM OLD.meeting_id
    OR NEW.document_id IS DISTINCT FROM OLD.document_id
    OR NEW.contact_at IS DISTINCT FROM OLD.contact_at
    OR NEW.contact_type IS DISTINCT FROM OLD.contact_type
    OR NEW.responsible_name IS DISTINCT FROM OLD.responsible_name
    OR NEW.title_responsible_name IS DISTINCT FROM OLD.title_responsible_name
    OR NEW.care_facility_name IS DISTINCT FROM OLD.care_facility_name
    OR NEW.title IS DISTINCT FROM OLD.title
    OR NEW.template_id IS DISTINCT FROM OLD.template_id
    OR NEW."rows" IS DISTINCT FROM OLD."rows"
    OR NEW.documents IS DISTINCT FROM OLD.documents
    OR NEW.prescriptions IS DISTINCT FROM OLD.prescriptions
    OR NEW.e_prescriptions IS DISTINCT FROM OLD.e_prescriptions
    OR NEW.referral IS DISTINCT FROM OLD.referral
  ) THEN
    RAISE EXCEPTION 'entry_signed: a signed entry cannot be changed';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER record_history_entries_guard BEFORE UPDATE OR DELETE ON record_history_entries
  FOR EACH ROW EXECUTE FUNCTION record_history_entries_guard();

-- Runs after the guard (triggers fire in name order), on every write, so wire_prefix never goes stale. Times are
-- epoch milliseconds, whatever the session's time zone.
CREATE FUNCTION record_history_entries_wire() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.wire_prefix := left(json_build_object(
    'id', NEW.id, 'documentId', NEW.document_id, 'meetingId', NEW.meeting_id, 'source', 'records-system',
    'templateId', NEW.template_id, 'contactAt', floor(extract(epoch FROM NEW.contact_at) * 1000)::bigint,
    'contactType', NEW.contact_type, 'responsibleName', NEW.responsible_name,
    'titleResponsibleName', NEW.title_responsible_name, 'careFacilityName', NEW.care_facility_name,
    'title', NEW.title, 'rows', NEW."rows",
    'signedAt', floor(extract(epoch FROM NEW.signed_at) * 1000)::bigint,
    'strickenAt', floor(extract(epoch FROM NEW.stricken_at) * 1000)::bigint,
    'strickenReason', NEW.stricken_reason,
    'createdAt', floor(extract(epoch FROM NEW.created_at) * 1000)::bigint,
    'documents', NEW.documents, 'ePrescriptions', NEW.e_prescriptions, 'referral', NEW.referral
  )::text, -1) || ', "prescriptions" : ';
  RETURN NEW;
END;
$$;
CREATE TRIGGER record_history_entries_wire BEFORE INSERT OR UPDATE ON record_history_entries
  FOR EACH ROW EXECUTE FUNCTION record_history_entries_wire();

-- Upcoming appointments (seed 001 §3 "Appointment") list a patient's future meetings with any clinician.
CREATE INDEX meetings_patient_start_idx ON meetings (patient_id, scheduled_start_time);
