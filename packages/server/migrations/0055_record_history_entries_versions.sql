-- Issue 22 (goal 3): the records system's part of a patient's history has a version of its own. A konsult note
-- changes with every autosave, the records system's entries (thousands, for some patients) almost never: the
-- server keeps their serialized text per patient under this version (record-history/records-part.ts) and, when
-- only a note changed, merges the notes into it instead of reading the thousands again.
--
-- 0 until the patient's record_history_entries first change after this migration. It is bumped with the same
-- number as `version`, in the same statement, so it never runs ahead of it.
ALTER TABLE record_history_versions ADD COLUMN entries_version bigint NOT NULL DEFAULT 0;

-- As bump_record_history_versions (0053), for a change to the records system's entries: both versions move.
CREATE FUNCTION bump_record_history_entries_versions(patient_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO record_history_versions AS v (patient_id, version, entries_version)
    SELECT p, n, n
    FROM (
      SELECT p, nextval('record_history_version_seq') AS n
      FROM (SELECT DISTINCT p FROM unnest(patient_ids) AS p WHERE p IS NOT NULL ORDER BY p) AS changed
    ) AS numbered
  ON CONFLICT (patient_id) DO UPDATE SET version = EXCLUDED.version, entries_version = EXCLUDED.entries_version;
  PERFORM pg_notify('konsult_record_history_changed', p::text)
    FROM (SELECT DISTINCT p FROM unnest(patient_ids) AS p WHERE p IS NOT NULL) AS changed;
END;
$$;

CREATE FUNCTION record_history_entries_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_record_history_entries_versions(ARRAY(SELECT patient_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM bump_record_history_entries_versions(
      ARRAY(SELECT patient_id FROM new_rows UNION SELECT patient_id FROM old_rows)
    );
  ELSE
    PERFORM bump_record_history_entries_versions(ARRAY(SELECT patient_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;

DROP TRIGGER record_history_entries_version_ins ON record_history_entries;
DROP TRIGGER record_history_entries_version_upd ON record_history_entries;
DROP TRIGGER record_history_entries_version_del ON record_history_entries;
CREATE TRIGGER record_history_entries_version_ins AFTER INSERT ON record_history_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_history_entries_changed();
CREATE TRIGGER record_history_entries_version_upd AFTER UPDATE ON record_history_entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_history_entries_changed();
CREATE TRIGGER record_history_entries_version_del AFTER DELETE ON record_history_entries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_history_entries_changed();
