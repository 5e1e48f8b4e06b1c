-- Issue 20: the embedded insurer's outcomes and rules engine (seed 002 §3 "Insurer outcomes", §7). Another system's
-- record kept in our database: the rules it asks per outcome name, and the outcomes chosen per encounter (our meeting).

-- The rules per outcome name: a question, the answer that makes it pass, and the status a failing answer gives.
CREATE TABLE embedded_insurer_outcome_rules (
  rule_id text PRIMARY KEY,
  outcome_name text NOT NULL,
  position integer NOT NULL,
  question text NOT NULL,
  passing_answer boolean NOT NULL,
  failing_status text NOT NULL CHECK (failing_status IN ('Decline', 'MoreInfo', 'Refer')),
  UNIQUE (outcome_name, position)
);

-- The outcomes chosen per encounter, with the rules asked when chosen (and the GP's answers), decision and self-pay.
CREATE TABLE embedded_insurer_outcomes (
  internal_outcome_id uuid PRIMARY KEY,
  encounter_id uuid NOT NULL,
  section text NOT NULL,
  name text NOT NULL,
  sub_outcome text,
  request_type text NOT NULL CHECK (request_type IN ('STANDARD', 'NON_CLAIM')),
  self_pay boolean NOT NULL DEFAULT false,
  decision text CHECK (decision IN ('Accept', 'Decline', 'MoreInfo', 'Refer')),
  rules jsonb NOT NULL DEFAULT '[]'::jsonb,
  requester_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX embedded_insurer_outcomes_encounter_idx ON embedded_insurer_outcomes (encounter_id, created_at);
