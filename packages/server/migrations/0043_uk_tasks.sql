-- UK clinician tasks (issue 19; seed 002 §3 "UK clinician action task", §4): a task the clinician leaves for the
-- practice team. The id is the client's, so saving the same task again replaces it rather than adding one. Once
-- published it is in the work queue of the clinician's pool (the practice), due its type's SLA after publishing.
CREATE TABLE uk_tasks (
  id uuid PRIMARY KEY,
  meeting_id uuid NOT NULL REFERENCES meetings(id),
  patient_id uuid NOT NULL REFERENCES patients(id),
  clinician_id uuid NOT NULL REFERENCES clinicians(id),
  pool_id text NOT NULL REFERENCES pools(id),
  type text NOT NULL,
  note text NOT NULL DEFAULT '',
  urgency text NOT NULL CHECK (urgency IN ('ROUTINE', 'URGENT')),
  status text NOT NULL CHECK (status IN ('DRAFT', 'SUBMITTED', 'PUBLISHED')),
  document_link text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz,
  due_at timestamptz,
  completed_at timestamptz,
  completed_by uuid REFERENCES clinicians(id),
  CHECK ((status = 'PUBLISHED') = (published_at IS NOT NULL)),
  CHECK (completed_at IS NULL OR status = 'PUBLISHED')
);
CREATE INDEX uk_tasks_meeting_idx ON uk_tasks (meeting_id, created_at);
-- A patient's tasks (the record's access log and extracts reach them by patient).
CREATE INDEX uk_tasks_patient_idx ON uk_tasks (patient_id);
-- The practice's work queue (repo openQueue): the pool's published tasks not completed, in the queue's order (due
-- time, those without one last, then publishing time): the index answers the filter and the sort.
CREATE INDEX uk_tasks_queue_idx ON uk_tasks (pool_id, due_at ASC NULLS LAST, published_at, id)
  WHERE status = 'PUBLISHED' AND completed_at IS NULL;

-- The end-of-meeting checkboxes (seed 000 §3 "Clinician action checkboxes", §5), one row per meeting once touched.
CREATE TABLE uk_clinician_checkboxes (
  meeting_id uuid PRIMARY KEY REFERENCES meetings(id),
  clear_instructions boolean NOT NULL DEFAULT false,
  correct_documents boolean NOT NULL DEFAULT false,
  no_tasks_confirmation boolean NOT NULL DEFAULT false,
  no_prescriptions_confirmation boolean NOT NULL DEFAULT false,
  updated_by uuid REFERENCES clinicians(id),
  updated_at timestamptz NOT NULL DEFAULT now()
);
