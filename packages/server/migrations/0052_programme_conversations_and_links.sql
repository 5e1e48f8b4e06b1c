-- Treatment programmes, continued (issue 21 review): a programme has a conversation of its own, and a link of its
-- own for the weeks it runs.
--
-- 1. A conversation is a meeting's (messaging, 0019) or a care plan's: exactly one of the two. Pausing or ending a
--    programme acts on its own conversation, so the meeting's messages are no longer paused by the programme.
--    The two tables point at each other (care_plans.conversation_id, conversations.care_plan_id): the new foreign key
--    is checked at commit, so that one transaction can write the conversation and then its care plan.
ALTER TABLE conversations ALTER COLUMN meeting_id DROP NOT NULL;
ALTER TABLE conversations ADD COLUMN care_plan_id uuid;
ALTER TABLE conversations
  ADD CONSTRAINT conversations_care_plan_id_key UNIQUE (care_plan_id),
  ADD CONSTRAINT conversations_care_plan_id_fkey FOREIGN KEY (care_plan_id) REFERENCES care_plans (id)
    DEFERRABLE INITIALLY DEFERRED,
  ADD CONSTRAINT conversations_one_owner CHECK ((meeting_id IS NULL) <> (care_plan_id IS NULL));

-- 2. The programme's link (the meeting's link ends two hours after the meeting; a programme runs for weeks): one
--    live link per care plan, its token stored hashed like a patient link's. It works until expires_at (at most 180
--    days from when it is made; once the programme ends, at most 30 days more) unless revoked by a newer one.
CREATE TABLE programme_links (
  id uuid PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  care_plan_id uuid NOT NULL REFERENCES care_plans (id),
  patient_id uuid NOT NULL REFERENCES patients (id),
  created_by uuid NOT NULL REFERENCES clinicians (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
-- The care plan's live links: revoked by a new one, shortened when the programme ends.
CREATE INDEX programme_links_care_plan_idx ON programme_links (care_plan_id) WHERE revoked_at IS NULL;

-- The care plans made before this migration used their meeting's conversation. Each gets a conversation of its own,
-- in the state the programme had put the meeting's in (paused, or paused because it ended); the messages already
-- written stay in the meeting's conversation, where the meeting shows them. The meeting's conversation is reopened:
-- only a programme ever paused a conversation, and the programme no longer pauses it. (Written after every change of
-- the tables above: no table is altered while the deferred key has checks pending.)
INSERT INTO conversations (id, meeting_id, care_plan_id, patient_id, clinician_id, state, created_at)
SELECT gen_random_uuid(), NULL, cp.id, cp.patient_id, cp.clinician_id,
       CASE WHEN cp.state = 'ended' OR mc.state = 'paused' THEN 'paused' ELSE 'active' END, cp.created_at
FROM care_plans cp
JOIN conversations mc ON mc.id = cp.conversation_id;
UPDATE conversations SET state = 'active'
WHERE meeting_id IS NOT NULL AND id IN (SELECT conversation_id FROM care_plans);
UPDATE care_plans cp SET conversation_id = c.id FROM conversations c WHERE c.care_plan_id = cp.id;
