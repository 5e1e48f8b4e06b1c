-- Server instances cache what they read on every request of the consultation screen (who a
-- meeting belongs to, the meeting as the screen shows it). These triggers tell every instance the
-- moment such a row changes, whoever changed it: the payload is the meeting id, or '*' when a
-- change to a patient, child, clinician or pool may touch any meeting.

CREATE FUNCTION notify_meeting_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('konsult_meeting_changed', OLD.id::text);
  RETURN NULL;
END;
$$;

CREATE FUNCTION notify_all_meetings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('konsult_meeting_changed', '*');
  RETURN NULL;
END;
$$;

CREATE TRIGGER meetings_changed AFTER UPDATE OR DELETE ON meetings
  FOR EACH ROW EXECUTE FUNCTION notify_meeting_changed();
CREATE TRIGGER patients_changed AFTER UPDATE OR DELETE ON patients
  FOR EACH STATEMENT EXECUTE FUNCTION notify_all_meetings_changed();
CREATE TRIGGER children_changed AFTER UPDATE OR DELETE ON children
  FOR EACH STATEMENT EXECUTE FUNCTION notify_all_meetings_changed();
CREATE TRIGGER clinicians_changed AFTER UPDATE OR DELETE ON clinicians
  FOR EACH STATEMENT EXECUTE FUNCTION notify_all_meetings_changed();
CREATE TRIGGER pools_changed AFTER UPDATE OR DELETE ON pools
  FOR EACH STATEMENT EXECUTE FUNCTION notify_all_meetings_changed();
