-- Seed 000 §7 / 002 §7 video timeline: what the clinician's client reports about a call.
CREATE TABLE video_timeline_events (
  id bigserial PRIMARY KEY,
  meeting_id uuid NOT NULL REFERENCES meetings (id),
  timestamp timestamptz NOT NULL,
  event text NOT NULL,
  type text NOT NULL,
  user_type text NOT NULL,
  source text NOT NULL,
  event_details jsonb,
  clinician_id uuid NOT NULL REFERENCES clinicians (id),
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX video_timeline_events_meeting_idx ON video_timeline_events (meeting_id, id);
