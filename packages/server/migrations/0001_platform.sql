-- konsult platform: pools, clinicians, patients, children, meetings, sessions, audit.
-- Runs unchanged on PGlite and on PostgreSQL 15+.

CREATE TABLE pools (
  id text PRIMARY KEY,
  name text NOT NULL,
  country text NOT NULL CHECK (country IN ('SE', 'GB', 'NO', 'FR', 'DE')),
  prorenata boolean NOT NULL DEFAULT false,
  is_external boolean NOT NULL DEFAULT false,
  partnership text,
  partnership_kind text CHECK (partnership_kind IN ('INSURER', 'PRIVATE_PRACTICE'))
);

CREATE TABLE clinicians (
  id uuid PRIMARY KEY,
  username text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  name text NOT NULL,
  profession text NOT NULL CHECK (profession IN ('DOCTOR', 'NURSE', 'PSYCHOLOGIST')),
  care_type text NOT NULL CHECK (care_type IN ('PRIMARY_CARE', 'MENTAL_HEALTH')),
  pool_id text NOT NULL REFERENCES pools (id),
  specialties text[] NOT NULL DEFAULT '{}',
  slot_length_override integer,
  fr_is_independent boolean NOT NULL DEFAULT false,
  locale text,
  is_demo boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE patients (
  id uuid PRIMARY KEY,
  country text NOT NULL CHECK (country IN ('SE', 'GB', 'NO', 'FR', 'DE')),
  id_number text NOT NULL,
  given_name text NOT NULL,
  family_name text NOT NULL,
  maiden_name text,
  gender text NOT NULL CHECK (gender IN ('female', 'male', 'other', 'unknown')),
  dob date NOT NULL,
  email text,
  phone text,
  preferred_language text NOT NULL,
  address text,
  zip text,
  city text,
  county_id text,
  address_country text,
  se_high_cost_card jsonb,
  gb_nhs_number text,
  gb_practice_id text,
  gb_practice_name text,
  gb_partnership text,
  gb_phone_emr text,
  gb_is_one_time_user boolean NOT NULL DEFAULT false,
  fr_status_ame boolean,
  fr_status_cmuc boolean,
  fr_external_doctor jsonb,
  has_proxy_user boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (country, id_number)
);

-- A child's id is its identity number; its date of birth is the id's first 8 characters (seed 000 §3).
CREATE TABLE children (
  id text PRIMARY KEY CHECK (id ~ '^[0-9]{8}'),
  parent_patient_id uuid NOT NULL REFERENCES patients (id),
  name text NOT NULL,
  gender text NOT NULL CHECK (gender IN ('female', 'male', 'other', 'unknown')),
  gb_nhs_number text,
  relationship_verified boolean NOT NULL DEFAULT true
);
CREATE INDEX children_parent_idx ON children (parent_patient_id);

CREATE TABLE meetings (
  id uuid PRIMARY KEY,
  clinician_id uuid NOT NULL REFERENCES clinicians (id),
  patient_id uuid NOT NULL REFERENCES patients (id),
  child_id text REFERENCES children (id),
  activity_type text NOT NULL CHECK (activity_type IN ('DEFAULT', 'REVISIT', 'PRESCRIPTION_RENEWAL', 'MENTAL_HEALTH')),
  intervention_type text NOT NULL CHECK (intervention_type IN ('VIDEO', 'TEXT', 'PHONE', 'CLINIC', 'CHAT')),
  status text NOT NULL CHECK (status IN ('SCHEDULED', 'STARTED', 'COMPLETED', 'CANCELLED', 'REASSIGNED', 'NO_SHOW')),
  booked_time timestamptz NOT NULL,
  scheduled_start_time timestamptz NOT NULL,
  slot_length_minutes integer NOT NULL CHECK (slot_length_minutes > 0),
  actual_start_time timestamptz,
  actual_end_time timestamptz,
  video_call_start_time timestamptz,
  video_call_end_time timestamptz,
  is_confirmed boolean NOT NULL DEFAULT true,
  got_prescription boolean NOT NULL DEFAULT false,
  prescription_denied boolean NOT NULL DEFAULT false,
  prescription_only boolean NOT NULL DEFAULT false,
  symptoms_form_name text,
  symptoms_survey_information_id text,
  internal_referral jsonb,
  reassigned_to_clinician_id uuid REFERENCES clinicians (id),
  cancel_reason text,
  market_specifics jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX meetings_clinician_start_idx ON meetings (clinician_id, scheduled_start_time);
CREATE INDEX meetings_patient_clinician_idx ON meetings (patient_id, clinician_id);

-- Sessions are looked up by the SHA-256 of the cookie's token, so a leaked table cannot be replayed.
CREATE TABLE sessions (
  id text PRIMARY KEY,
  clinician_id uuid NOT NULL REFERENCES clinicians (id),
  csrf_token text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  ended_at timestamptz,
  ip text,
  user_agent text
);
CREATE INDEX sessions_clinician_idx ON sessions (clinician_id);

CREATE TABLE audit_events (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor_clinician_id uuid,
  patient_id uuid,
  action text NOT NULL,
  resource_type text,
  resource_id text,
  outcome text NOT NULL CHECK (outcome IN ('success', 'failure', 'denied')),
  request_id text,
  ip text,
  subject text
);
CREATE INDEX audit_events_patient_idx ON audit_events (patient_id, at);
CREATE INDEX audit_events_login_idx ON audit_events (action, outcome, at);

CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only';
END;
$$;
CREATE TRIGGER audit_events_no_update BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only();

-- Which calendar day the demo meetings were laid out for; demo mode moves them to today on start.
CREATE TABLE demo_state (
  id integer PRIMARY KEY CHECK (id = 1),
  anchor timestamptz NOT NULL
);
