-- Issue 22 (goal 5, scale): every request resolves its session from memory (platform/auth/sessions.ts), the
-- clinician and their pool included, and reads the database only when the entry is 30 s old. Ending a session was
-- announced to every instance; a change to who the clinician is (their role above all: an auditor made a clinician
-- again) waited for the 30 s. Now such a change, or any change to a pool, is announced on the same channel: every
-- instance forgets the sessions it holds ('*') and reads them again on their next request.
CREATE FUNCTION notify_principal_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('konsult_session_ended', '*');
  RETURN NULL;
END;
$$;

-- The columns a session's clinician is made of (sessions.ts, toMe); a video-provider preference is not one of them.
CREATE TRIGGER clinicians_principal_changed
  AFTER UPDATE OF username, name, role, profession, care_type, pool_id, specialties, slot_length_override,
    fr_is_independent, locale OR DELETE ON clinicians
  FOR EACH STATEMENT EXECUTE FUNCTION notify_principal_changed();

CREATE TRIGGER pools_principal_changed AFTER UPDATE OR DELETE ON pools
  FOR EACH STATEMENT EXECUTE FUNCTION notify_principal_changed();
