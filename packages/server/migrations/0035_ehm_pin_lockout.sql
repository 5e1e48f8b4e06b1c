-- The embedded exchange locks a prescriber's e-identity after three wrong PINs in a row, for 30 minutes, as an
-- e-identity card locks (issue 17): a four-to-eight-digit PIN must not be guessable through the API.
ALTER TABLE ehm_prescriber_pins ADD COLUMN failed_attempts integer NOT NULL DEFAULT 0;
ALTER TABLE ehm_prescriber_pins ADD COLUMN locked_until timestamptz;
