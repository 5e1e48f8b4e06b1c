-- The insurer partnership's (Vitality's) system, embedded (issue 20; seed 001 §2.3, §3; seed 002 §3, §7): the insurer's
-- own record of its members, policies, claims and wellness data, the patient e-mails clinicians set, the consultation
-- reports it received and the Semble syncs. An HTTP insurer (INSURER_URL) keeps its own; these tables then stay empty.
-- Keyed by our patient's id (the insurer's kryUserId); no foreign keys: it is another system's record.

-- A member: their entity number at the insurer and the partner, their details and the patient's (the insured person
-- may be a dependant of the member), the product and past claims (code, claimDate, description).
CREATE TABLE embedded_insurer_members (
  kry_user_id uuid PRIMARY KEY,
  entity_id text NOT NULL,
  partner_id text NOT NULL,
  member_details jsonb NOT NULL CHECK (jsonb_typeof(member_details) = 'object'),
  patient_details jsonb NOT NULL CHECK (jsonb_typeof(patient_details) = 'object'),
  product_code text,
  claim_history jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(claim_history) = 'array'),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The member's policy: its underwriting (the moratorium start date for MORI and MORIPLUS), its limits with their
-- remaining amounts, and the rest of its details (product, end date, hospital list, excess, coverage exclusion).
CREATE TABLE embedded_insurer_policies (
  kry_user_id uuid PRIMARY KEY,
  policy_number text,
  underwriting_type text,
  underwriting_description text,
  underwriting_start_date date,
  limits jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(limits) = 'object'),
  details jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(details) = 'object')
);

-- The insurance claim a member comes on: its triage note and attachments (name, link); numberOfAppointments -1 is an
-- insurance claim, 3 prehab. The latest not revoked is the member's.
CREATE TABLE embedded_insurer_claims (
  id uuid PRIMARY KEY,
  kry_user_id uuid NOT NULL,
  insurance_number text NOT NULL,
  company text NOT NULL,
  is_revoked boolean NOT NULL DEFAULT false,
  valid_from date,
  valid_to date,
  triage_note text,
  attachments jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(attachments) = 'array'),
  remained_appointments integer NOT NULL,
  number_of_appointments integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX embedded_insurer_claims_member_idx ON embedded_insurer_claims (kry_user_id, created_at);

-- The member's wellness data (the insurer's risk details: health check, vitality age, risk sections, conditions).
CREATE TABLE embedded_insurer_wellness (
  kry_user_id uuid PRIMARY KEY,
  data jsonb NOT NULL CHECK (jsonb_typeof(data) = 'object')
);

-- The patient's e-mail as a clinician set it during a consultation (the latest wins), and in which meeting.
CREATE TABLE embedded_insurer_patient_emails (
  kry_user_id uuid PRIMARY KEY,
  email text NOT NULL,
  meeting_id uuid NOT NULL,
  set_at timestamptz NOT NULL DEFAULT now()
);

-- Meetings whose insurer form data already exists in another system (seed: form_data answers 2xx).
CREATE TABLE embedded_insurer_form_data (
  meeting_id uuid PRIMARY KEY,
  received_at timestamptz NOT NULL DEFAULT now()
);

-- The consultation reports the insurer received, once per idempotency key: a repeat stores nothing new.
CREATE TABLE embedded_insurer_reports (
  idempotency_key text PRIMARY KEY,
  payload jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX embedded_insurer_reports_received_idx ON embedded_insurer_reports (received_at);

-- The Semble syncs the insurer received when a meeting finished (kryUserId, patientId, encounterId, meetingFinished).
CREATE TABLE embedded_insurer_semble_syncs (
  id uuid PRIMARY KEY,
  body jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
