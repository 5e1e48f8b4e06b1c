-- Vaccinations (issue 6, seed 001 §3 Immunization series and Immunization, §4, §5, §6). The catalogues (vaccines,
-- programmes, body sites, lot numbers) live behind an adapter, not in these tables: a series keeps a copy of its
-- programme and an immunization a copy of its vaccine and body site as they were when registered.

-- Where a meeting takes place when it is at a clinic (a care facility, "vårdenhet"). Digital meetings have no row:
-- registering a vaccination needs one (seed 001 §6). Its own table so the meetings table stays as it is.
CREATE TABLE care_facilities (
  id text PRIMARY KEY,
  name text NOT NULL,
  country text NOT NULL
);

CREATE TABLE meeting_care_facilities (
  meeting_id uuid PRIMARY KEY REFERENCES meetings (id),
  care_facility_id text NOT NULL REFERENCES care_facilities (id)
);

CREATE TABLE immunization_series (
  id uuid PRIMARY KEY,
  patient_id uuid NOT NULL REFERENCES patients (id),
  program_id text NOT NULL,
  -- {id, lokaliseKeySuffix, seriesDoses?}: the programme as it was when the series started.
  program jsonb NOT NULL,
  created_by uuid REFERENCES clinicians (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX immunization_series_patient_idx ON immunization_series (patient_id, created_at);

CREATE TABLE immunizations (
  id uuid PRIMARY KEY,
  series_id uuid NOT NULL REFERENCES immunization_series (id),
  patient_id uuid NOT NULL REFERENCES patients (id),
  status text NOT NULL DEFAULT 'completed' CHECK (status IN ('completed', 'entered-in-error')),
  dose_number integer NOT NULL CHECK (dose_number BETWEEN 1 AND 20),
  occurred_at timestamptz NOT NULL,
  vaccine_id text NOT NULL,
  -- The wire's Vaccine {id, name, manufacturerName, doseQuantities, targetDiseases} when the dose was registered.
  vaccine jsonb NOT NULL,
  dose_quantity_value double precision NOT NULL CHECK (dose_quantity_value > 0),
  dose_quantity_unit text NOT NULL,
  lot_number text NOT NULL CHECK (char_length(lot_number) BETWEEN 3 AND 128),
  body_site_id text NOT NULL,
  body_site_code text NOT NULL,
  -- Null for doses given before konsult (or elsewhere) and imported with the history.
  meeting_id uuid REFERENCES meetings (id),
  care_facility_id text REFERENCES care_facilities (id),
  reporter_id uuid NOT NULL REFERENCES clinicians (id),
  -- The removal reason; only an entered-in-error dose has one.
  note text,
  entered_in_error_by uuid REFERENCES clinicians (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'entered-in-error') = (note IS NOT NULL))
);
CREATE INDEX immunizations_series_idx ON immunizations (series_id, dose_number);
CREATE INDEX immunizations_patient_idx ON immunizations (patient_id);
-- A dose number is completed once per series (seed 001 §5), also when two clinicians save at the same moment.
CREATE UNIQUE INDEX immunizations_completed_dose_key ON immunizations (series_id, dose_number)
  WHERE status = 'completed';

-- A registered dose is history: the only change left to it is being entered in error, once, with its reason
-- (seed 001 §4); nothing is ever deleted.
CREATE FUNCTION immunizations_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'immunization_locked: an immunization is never deleted';
  END IF;
  IF OLD.status <> 'completed' OR NEW.status <> 'entered-in-error' OR (
       NEW.id, NEW.series_id, NEW.patient_id, NEW.dose_number, NEW.occurred_at, NEW.vaccine_id, NEW.vaccine,
       NEW.dose_quantity_value, NEW.dose_quantity_unit, NEW.lot_number, NEW.body_site_id, NEW.body_site_code,
       NEW.meeting_id, NEW.care_facility_id, NEW.reporter_id, NEW.created_at
     ) IS DISTINCT FROM (
       OLD.id, OLD.series_id, OLD.patient_id, OLD.dose_number, OLD.occurred_at, OLD.vaccine_id, OLD.vaccine,
       OLD.dose_quantity_value, OLD.dose_quantity_unit, OLD.lot_number, OLD.body_site_id, OLD.body_site_code,
       OLD.meeting_id, OLD.care_facility_id, OLD.reporter_id, OLD.created_at
     ) THEN
    RAISE EXCEPTION 'immunization_locked: only entering a completed immunization in error is allowed';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER immunizations_guard BEFORE UPDATE OR DELETE ON immunizations
  FOR EACH ROW EXECUTE FUNCTION immunizations_guard();
