-- Which video provider a clinician prefers (seed 000 §4 preferred-provider prompt; null: not chosen yet), and which
-- one a meeting's call runs on, so that the patient's side joins the provider the clinician chose.
ALTER TABLE clinicians
  ADD COLUMN preferred_video_provider text CHECK (preferred_video_provider IN ('p2p', 'janus'));
ALTER TABLE meetings
  ADD COLUMN video_provider text CHECK (video_provider IN ('p2p', 'janus'));
-- A ticket admits its holder to one provider's call: the signalling room tells each side which one the other is on.
ALTER TABLE video_tickets
  ADD COLUMN provider text NOT NULL DEFAULT 'p2p' CHECK (provider IN ('p2p', 'janus'));
