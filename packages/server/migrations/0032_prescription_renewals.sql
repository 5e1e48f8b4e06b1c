-- Swedish prescription renewal ("prorenata", issue 17): the patient asks for some of their prescriptions to be
-- renewed; each item is the medication request with the drug and the article last dispensed, and what became of it
-- (renewed or replaced by a prescription, cancelled, rejected with a message to the patient).
CREATE TABLE prescription_renewals (
  id uuid PRIMARY KEY,
  meeting_id uuid REFERENCES meetings(id),
  patient_id uuid NOT NULL REFERENCES patients(id),
  requested_at timestamptz NOT NULL,
  patient_message text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX prescription_renewals_patient_idx ON prescription_renewals (patient_id, requested_at);
CREATE INDEX prescription_renewals_meeting_idx ON prescription_renewals (meeting_id);

CREATE TABLE prescription_renewal_items (
  id uuid PRIMARY KEY,
  renewal_id uuid NOT NULL REFERENCES prescription_renewals(id),
  position integer NOT NULL,
  distributed_drug jsonb NOT NULL,
  drug_article jsonb NOT NULL,
  description text NOT NULL,
  dosage jsonb NOT NULL,
  last_prescribed_at timestamptz NOT NULL,
  state text NOT NULL DEFAULT 'PENDING' CHECK (state IN ('PENDING', 'RENEWED', 'REPLACED', 'CANCELLED', 'REJECTED')),
  prescription_id uuid REFERENCES prescriptions(id),
  processed_at timestamptz,
  processed_by uuid REFERENCES clinicians(id),
  rejection_reason text
);
CREATE INDEX prescription_renewal_items_renewal_idx ON prescription_renewal_items (renewal_id, position);

-- The renewal a renewal meeting handles (seed 000 §4: fetched by its id).
ALTER TABLE meetings ADD COLUMN prescription_renewal_id uuid;
