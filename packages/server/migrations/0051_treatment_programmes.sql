-- Treatment programmes (internet CBT; issue 21; seed 001 §3, §4; seed 002 §3 "Treatment programme"): a care plan is
-- one programme of one patient, started by a psychologist in a meeting. Its conversation is that meeting's (messaging
-- keeps one per meeting). Its modules follow the programme's content in order; the patient marks steps done and keeps
-- the programme's exercises (the activity diary, situation analyses). One note of the clinician's per care plan.
CREATE TABLE care_plans (
  id uuid PRIMARY KEY,
  patient_id uuid NOT NULL REFERENCES patients(id),
  clinician_id uuid NOT NULL REFERENCES clinicians(id),
  meeting_id uuid NOT NULL REFERENCES meetings(id),
  programme_identifier text NOT NULL CHECK (programme_identifier ~ '^ICBT_.+$'),
  state text NOT NULL CHECK (state IN ('active', 'completed', 'ended')),
  conversation_id uuid NOT NULL REFERENCES conversations(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz,
  CHECK ((state = 'ended') = (ended_at IS NOT NULL))
);
-- The patient's programmes (the clinician's search, the patient's page, the offers' "already active").
CREATE INDEX care_plans_patient_idx ON care_plans (patient_id, created_at);
-- Taken actions: the programmes started in a meeting.
CREATE INDEX care_plans_meeting_idx ON care_plans (meeting_id);
-- A programme runs once at a time per patient: two starts at once still make one active care plan.
CREATE UNIQUE INDEX care_plans_one_active_idx ON care_plans (patient_id, programme_identifier) WHERE state = 'active';

CREATE TABLE care_plan_modules (
  id uuid PRIMARY KEY,
  care_plan_id uuid NOT NULL REFERENCES care_plans(id),
  position integer NOT NULL CHECK (position >= 0),
  module_key text NOT NULL,
  state text NOT NULL CHECK (state IN ('disabled', 'enabled', 'unlocked', 'active', 'completed')),
  started_at timestamptz,
  current_step integer CHECK (current_step IS NULL OR current_step >= 1),
  completed_at timestamptz,
  CHECK ((state = 'completed') = (completed_at IS NOT NULL)),
  UNIQUE (care_plan_id, position)
);

-- A step the patient has done (a questionnaire's answers with it); once per step of a module.
CREATE TABLE care_plan_step_completions (
  module_id uuid NOT NULL REFERENCES care_plan_modules(id),
  step_id text NOT NULL,
  answers jsonb,
  completed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (module_id, step_id)
);

-- The exercises a programme keeps for the patient (seed 001 §3 "exercises (exerciseId, type)"), one of each type.
CREATE TABLE care_plan_exercises (
  id uuid PRIMARY KEY,
  care_plan_id uuid NOT NULL REFERENCES care_plans(id),
  type text NOT NULL CHECK (type IN ('activity-diary', 'situation-analysis')),
  UNIQUE (care_plan_id, type)
);

CREATE TABLE diary_activities (
  id uuid PRIMARY KEY,
  exercise_id uuid NOT NULL REFERENCES care_plan_exercises(id),
  activity_time timestamptz NOT NULL,
  title text NOT NULL,
  rating integer NOT NULL CHECK (rating BETWEEN 0 AND 10),
  type text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The diary between two times, newest first.
CREATE INDEX diary_activities_exercise_idx ON diary_activities (exercise_id, activity_time DESC);

CREATE TABLE situation_analyses (
  id uuid PRIMARY KEY,
  exercise_id uuid NOT NULL REFERENCES care_plan_exercises(id),
  time timestamptz NOT NULL,
  rating integer NOT NULL CHECK (rating BETWEEN 0 AND 10),
  description text NOT NULL,
  thoughts text NOT NULL,
  sensations text NOT NULL,
  behaviour text NOT NULL,
  short_term_consequences text NOT NULL,
  long_term_consequences text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX situation_analyses_exercise_idx ON situation_analyses (exercise_id, time DESC);

-- The clinician's note on a care plan: one, replaced when written again.
CREATE TABLE care_plan_notes (
  care_plan_id uuid PRIMARY KEY REFERENCES care_plans(id),
  note text NOT NULL,
  clinician_id uuid NOT NULL REFERENCES clinicians(id),
  updated_at timestamptz NOT NULL DEFAULT now()
);
