-- Fault injection for the embedded defaults of external systems (architecture §6), switchable while the app runs:
-- the development page (demo mode) sets one for a system, and every instance on this database sees it. A row
-- overrides the system's configured fault (e.g. RECORDS_SYSTEM_FAULT); a row whose fault is NULL means "no fault".
CREATE TABLE embedded_faults (
  system text PRIMARY KEY,
  fault text,
  set_at timestamptz NOT NULL DEFAULT now()
);
