-- Issue 22: the record history's version per patient. A clinician re-opening an unchanged history is answered
-- 304 (its ETag is this version) or from every instance's cache of the serialized body (keyed by it), so the
-- version must change with anything the history shows (record-history/service.ts): the records system's entries,
-- konsult's notes, the e-prescriptions of a note's meeting, and what a note shows of its meeting, author and pool.

-- The list's prescriptions as text, kept beside wire_prefix (as 0013's wire trigger keeps it):
-- casting 5,000 jsonb values to text on every read cost PGlite ~35 ms of a ~75 ms query. Filled in before the
-- version triggers exist, with the guard off (it refuses any change to a stricken entry, and this is none).
ALTER TABLE record_history_entries ADD COLUMN wire_prescriptions text NOT NULL DEFAULT '';
ALTER TABLE record_history_entries DISABLE TRIGGER record_history_entries_guard;
UPDATE record_history_entries SET wire_prescriptions = prescriptions::text;
ALTER TABLE record_history_entries ENABLE TRIGGER record_history_entries_guard;

CREATE FUNCTION record_history_entries_wire_prescriptions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.wire_prescriptions := NEW.prescriptions::text;
  RETURN NEW;
END;
$$;
CREATE TRIGGER record_history_entries_wire_prescriptions BEFORE INSERT OR UPDATE ON record_history_entries
  FOR EACH ROW EXECUTE FUNCTION record_history_entries_wire_prescriptions();

-- One sequence for all patients: a version is never handed out twice, not even after a row is removed.
CREATE SEQUENCE record_history_version_seq;

-- A patient without a row has version 0: nothing of their history changed since this migration ran.
CREATE TABLE record_history_versions (
  patient_id uuid PRIMARY KEY REFERENCES patients (id),
  version bigint NOT NULL
);

-- Gives each patient a new version and tells every instance (their caches drop the patient's bodies). In
-- patient-id order, so that two transactions bumping the same patients never wait on each other in a cycle.
CREATE FUNCTION bump_record_history_versions(patient_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO record_history_versions (patient_id, version)
    SELECT p, nextval('record_history_version_seq')
    FROM (SELECT DISTINCT p FROM unnest(patient_ids) AS p WHERE p IS NOT NULL ORDER BY p) AS changed
  ON CONFLICT (patient_id) DO UPDATE SET version = EXCLUDED.version;
  PERFORM pg_notify('konsult_record_history_changed', p::text)
    FROM (SELECT DISTINCT p FROM unnest(patient_ids) AS p WHERE p IS NOT NULL) AS changed;
END;
$$;

-- Statement triggers with transition tables: seeding 5,000 entries in a few statements bumps the patient a few
-- times, not 5,000. PostgreSQL allows a transition table on a trigger of one event only, hence three per table.

-- record_history_entries, medical_record_entries: every change is the patient's (old and new, should one move).
CREATE FUNCTION record_history_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_record_history_versions(ARRAY(SELECT patient_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM bump_record_history_versions(
      ARRAY(SELECT patient_id FROM new_rows UNION SELECT patient_id FROM old_rows)
    );
  ELSE
    PERFORM bump_record_history_versions(ARRAY(SELECT patient_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER record_history_entries_version_ins AFTER INSERT ON record_history_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_history_rows_changed();
CREATE TRIGGER record_history_entries_version_upd AFTER UPDATE ON record_history_entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_history_rows_changed();
CREATE TRIGGER record_history_entries_version_del AFTER DELETE ON record_history_entries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_history_rows_changed();

CREATE TRIGGER medical_record_entries_version_ins AFTER INSERT ON medical_record_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_history_rows_changed();
CREATE TRIGGER medical_record_entries_version_upd AFTER UPDATE ON medical_record_entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_history_rows_changed();
CREATE TRIGGER medical_record_entries_version_del AFTER DELETE ON medical_record_entries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_history_rows_changed();

-- prescriptions: a note lists the e-prescriptions of its meeting; the patient of the prescription and of the
-- meeting are one, but both are bumped so the version never rests on that.
CREATE FUNCTION record_history_prescriptions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_record_history_versions(ARRAY(
      SELECT patient_id FROM new_rows
      UNION SELECT m.patient_id FROM new_rows AS r JOIN meetings AS m ON m.id = r.meeting_id
    ));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM bump_record_history_versions(ARRAY(
      SELECT patient_id FROM new_rows
      UNION SELECT patient_id FROM old_rows
      UNION SELECT m.patient_id FROM new_rows AS r JOIN meetings AS m ON m.id = r.meeting_id
      UNION SELECT m.patient_id FROM old_rows AS r JOIN meetings AS m ON m.id = r.meeting_id
    ));
  ELSE
    PERFORM bump_record_history_versions(ARRAY(
      SELECT patient_id FROM old_rows
      UNION SELECT m.patient_id FROM old_rows AS r JOIN meetings AS m ON m.id = r.meeting_id
    ));
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER prescriptions_version_ins AFTER INSERT ON prescriptions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_history_prescriptions_changed();
CREATE TRIGGER prescriptions_version_upd AFTER UPDATE ON prescriptions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_history_prescriptions_changed();
CREATE TRIGGER prescriptions_version_del AFTER DELETE ON prescriptions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_history_prescriptions_changed();

-- meetings, clinicians, pools: only what a note shows of them (its meeting's activity, means and start; its
-- author's name and profession; the pool's name and country, which also picks the note's language), and only for
-- the patients with a note of that meeting, author or pool. A meeting's status changes often and changes nothing.
CREATE FUNCTION record_history_meetings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_record_history_versions(ARRAY(
    SELECT e.patient_id
    FROM new_rows AS n
    JOIN old_rows AS o ON o.id = n.id
    JOIN medical_record_entries AS e ON e.meeting_id = n.id
    WHERE (n.activity_type, n.intervention_type, n.scheduled_start_time, n.actual_start_time)
      IS DISTINCT FROM (o.activity_type, o.intervention_type, o.scheduled_start_time, o.actual_start_time)
  ));
  RETURN NULL;
END;
$$;
CREATE TRIGGER meetings_record_history_version AFTER UPDATE ON meetings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_history_meetings_changed();

CREATE FUNCTION record_history_clinicians_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_record_history_versions(ARRAY(
    SELECT e.patient_id
    FROM new_rows AS n
    JOIN old_rows AS o ON o.id = n.id
    JOIN medical_record_entries AS e ON e.clinician_id = n.id
    WHERE (n.name, n.profession, n.pool_id) IS DISTINCT FROM (o.name, o.profession, o.pool_id)
  ));
  RETURN NULL;
END;
$$;
CREATE TRIGGER clinicians_record_history_version AFTER UPDATE ON clinicians
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_history_clinicians_changed();

CREATE FUNCTION record_history_pools_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_record_history_versions(ARRAY(
    SELECT e.patient_id
    FROM new_rows AS n
    JOIN old_rows AS o ON o.id = n.id
    JOIN clinicians AS c ON c.pool_id = n.id
    JOIN medical_record_entries AS e ON e.clinician_id = c.id
    WHERE (n.name, n.country) IS DISTINCT FROM (o.name, o.country)
  ));
  RETURN NULL;
END;
$$;
CREATE TRIGGER pools_record_history_version AFTER UPDATE ON pools
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_history_pools_changed();
