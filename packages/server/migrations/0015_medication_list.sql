-- The Swedish medication list (issue 6, seed 001 §3 "Medication list item", §4 "Medication status"). An item keeps a
-- snapshot of the drug as prescribed (the SIL catalogue may change or drop a product later), its dosage and reasons
-- in the wire shapes, its status with the time it took effect, and who changed it last. Ending an item moves it
-- to the past list; nothing is deleted.
CREATE TABLE medication_list_items (
  id uuid PRIMARY KEY,
  patient_id uuid NOT NULL REFERENCES patients (id),
  npl_id text NOT NULL,
  atc_code text NOT NULL,
  -- SilDrug as the catalogue answered it when the item was added.
  drug jsonb NOT NULL,
  -- Dosage (camelCase wire shape), checked by the domain's dosageProblems before it is written.
  dosage jsonb NOT NULL,
  -- [{code, text}], at least one.
  reasons jsonb NOT NULL CHECK (jsonb_typeof(reasons) = 'array' AND jsonb_array_length(reasons) > 0),
  status text NOT NULL CHECK (status IN ('ACTIVE', 'ENDED')),
  -- When the item was added (ACTIVE) or ended (ENDED): the list's status.createdAt.
  status_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid REFERENCES clinicians (id),
  -- The last change. The name is kept as well: items may come from a records system whose clinicians konsult
  -- does not know (modified_by is then null).
  modified_at timestamptz NOT NULL,
  modified_by uuid REFERENCES clinicians (id),
  modified_by_name text NOT NULL
);
CREATE INDEX medication_list_items_patient_idx ON medication_list_items (patient_id, status, status_at DESC);
