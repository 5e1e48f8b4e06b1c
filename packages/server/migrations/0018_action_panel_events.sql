-- Seed 000 §2: "Opening and closing [an action panel] fire analytics events." Kept server-side, per meeting, so an
-- operator can see which actions clinicians reach for; the clinician's own clock stamps the event.
CREATE TABLE action_panel_events (
  id bigserial PRIMARY KEY,
  meeting_id uuid NOT NULL REFERENCES meetings (id),
  patient_id uuid NOT NULL REFERENCES patients (id),
  clinician_id uuid NOT NULL REFERENCES clinicians (id),
  action text NOT NULL,
  event text NOT NULL CHECK (event IN ('opened', 'closed')),
  occurred_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX action_panel_events_meeting_idx ON action_panel_events (meeting_id, occurred_at);
CREATE INDEX action_panel_events_action_idx ON action_panel_events (action, occurred_at);
