-- Who is in each meeting's call room, whichever server instance holds their socket. Signalling between
-- instances goes through NOTIFY on konsult_video_room; a side that reconnects replaces its row.
CREATE TABLE video_room_members (
  meeting_id uuid NOT NULL REFERENCES meetings (id),
  role text NOT NULL CHECK (role IN ('clinician', 'patient')),
  connection_id text NOT NULL,
  provider text NOT NULL CHECK (provider IN ('p2p', 'janus')),
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (meeting_id, role)
);

-- Signalling messages too large for a NOTIFY payload (8000 bytes), such as SDP offers: read once by the
-- instance holding the receiving socket, then deleted; leftovers are swept after five minutes.
CREATE TABLE video_signal_relay (
  id bigserial PRIMARY KEY,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX video_signal_relay_created_idx ON video_signal_relay (created_at);
