-- B2B validity tickets (issue 7; seed 000 §3 "B2B validity ticket", §7 ticket validity, §8 TICKET_DELETED): what a
-- partner (an employer's occupational health service, an insurer) pays for, as the embedded default of the
-- partner's ticket system holds it. A patient's current ticket is the one issued last. Validity runs from
-- valid_from to valid_to, both days included. A partner can revoke a ticket (it is still answered, isRevoked) or
-- delete it (the partner's system then answers errorCode TICKET_DELETED); both mean revisits are not covered.
CREATE TABLE b2b_tickets (
  id uuid PRIMARY KEY,
  patient_id uuid NOT NULL REFERENCES patients (id),
  partner_name text NOT NULL,
  -- Seed 002 §7 B2B pool types.
  type text NOT NULL CHECK (type IN ('b2b_t1', 'b2b_t2', 'b2b_t3', 'b2b_t4', 'b2b_t5', 'insurance_health',
    'insurance_travel', 'insurance_child', 'insurance_home', 'no_tier')),
  valid_from date NOT NULL,
  valid_to date NOT NULL,
  number_of_appointments integer NOT NULL CHECK (number_of_appointments >= 0),
  remained_appointments integer NOT NULL CHECK (remained_appointments BETWEEN 0 AND number_of_appointments),
  issued_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  deleted_at timestamptz,
  CHECK (valid_from <= valid_to)
);
CREATE INDEX b2b_tickets_patient_idx ON b2b_tickets (patient_id, issued_at DESC);

-- The meetings a ticket paid for: one appointment each, taken in the booking's transaction.
CREATE TABLE b2b_ticket_uses (
  meeting_id uuid PRIMARY KEY REFERENCES meetings (id),
  ticket_id uuid NOT NULL REFERENCES b2b_tickets (id),
  patient_id uuid NOT NULL REFERENCES patients (id),
  used_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX b2b_ticket_uses_ticket_idx ON b2b_ticket_uses (ticket_id);
