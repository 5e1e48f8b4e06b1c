-- The patient's link is public: its uses per address in the last minute are counted from the audit trail (issue 14),
-- which this index keeps cheap.
CREATE INDEX audit_events_link_ip_idx ON audit_events (ip, at) WHERE subject = 'patient link';
