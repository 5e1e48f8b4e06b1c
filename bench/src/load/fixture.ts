import pg from 'pg';
import { DEMO_PASSWORD } from '../../../packages/server/src/demo/demo-data';
import { demoMeetingId, demoPatientId } from '../../../packages/server/src/demo/demo-ids';
import { demoPersonnummer } from '../../../packages/server/src/demo/demo-identifiers';

/** What the load's clinicians sign in with; their meetings are theirs alone. */
export type LoadClinician = { username: string; password: string };

/**
 * The load's world, added beside the demo in a freshly seeded database: `clinicians` doctors in the Swedish demo
 * clinic (copies of se.doctor, so the same note and evaluation forms), each with `meetings` scheduled video meetings
 * today, every one with a patient of its own (a copy of the demo's Johan Bergström, with his 22 record-history
 * entries), so that every clinician has a care relationship with exactly their own patients. Copies are made with
 * `jsonb_populate_record`, so they keep every column the migrations add.
 */
export async function createLoadFixture(
  databaseUrl: string,
  {
    clinicians,
    meetings,
    prefix,
    firstPatient = 0,
  }: { clinicians: number; meetings: number; prefix: string; firstPatient?: number },
): Promise<LoadClinician[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    const [{ taken }] = (
      await client.query<{ taken: boolean }>(
        'SELECT exists(SELECT 1 FROM clinicians WHERE username LIKE $1) AS taken',
        [`${prefix}.%`],
      )
    ).rows as [{ taken: boolean }];
    if (taken) throw new Error(`the database already has ${prefix}.* clinicians: give the load a fresh database`);
    // Ids: uuid-shaped with version 4 and variant 8 (the API's zod checks them), from the prefix, kind and number.
    await client.query(`
      CREATE FUNCTION pg_temp.load_uuid(seed text) RETURNS uuid LANGUAGE sql IMMUTABLE AS $$
        SELECT (substr(x, 1, 8) || '-' || substr(x, 9, 4) || '-4' || substr(x, 14, 3) || '-8' || substr(x, 18, 3)
                || '-' || substr(x, 21, 12))::uuid
        FROM md5(seed) x
      $$`);
    await client.query(
      `CREATE TEMP TABLE load_ids ON COMMIT DROP AS
       SELECT c, m, (c - 1) * $2 + m AS n,
              $3 || '.' || lpad(c::text, 3, '0') AS username,
              pg_temp.load_uuid($3 || ' clinician ' || c) AS clinician_id,
              pg_temp.load_uuid($3 || ' patient ' || c || ' ' || m) AS patient_id,
              pg_temp.load_uuid($3 || ' meeting ' || c || ' ' || m) AS meeting_id
       FROM generate_series(1, $1::int) c, generate_series(1, $2::int) m`,
      [clinicians, meetings, prefix],
    );
    // Personnummer are unique: each patient is born on a day of their own (from 1940 on), with a valid check digit.
    const identities = Array.from({ length: clinicians * meetings }, (_, i) => {
      const dob = new Date(Date.UTC(1940, 0, 1) + (firstPatient + i) * 86_400_000).toISOString().slice(0, 10);
      return { n: i + 1, dob, id_number: demoPersonnummer(dob, 201 + 2 * (i % 300)) };
    });
    await client.query(
      `CREATE TEMP TABLE load_identities ON COMMIT DROP AS
       SELECT * FROM json_to_recordset($1::json) AS x(n int, dob date, id_number text)`,
      [JSON.stringify(identities)],
    );
    await client.query(
      `INSERT INTO clinicians
       SELECT (jsonb_populate_record(NULL::clinicians, to_jsonb(t) || jsonb_build_object(
         'id', i.clinician_id, 'username', i.username, 'name', 'Lasttest Läkare ' || i.c,
         'is_demo', false, 'created_at', now()))).*
       FROM clinicians t, (SELECT DISTINCT c, clinician_id, username FROM load_ids) i
       WHERE t.id = $1`,
      [SE_DOCTOR],
    );
    await client.query(
      `INSERT INTO patients
       SELECT (jsonb_populate_record(NULL::patients, to_jsonb(t) || jsonb_build_object(
         'id', i.patient_id, 'given_name', 'Patient ' || i.n, 'family_name', 'Lasttest',
         'dob', d.dob, 'id_number', d.id_number, 'created_at', now()))).*
       FROM patients t, load_ids i JOIN load_identities d USING (n)
       WHERE t.id = $1`,
      [TEMPLATE_PATIENT],
    );
    // Today's list: one every 20 minutes from two hours ago, booked three days ahead.
    await client.query(
      `INSERT INTO meetings
       SELECT (jsonb_populate_record(NULL::meetings, to_jsonb(t) || jsonb_build_object(
         'id', i.meeting_id, 'clinician_id', i.clinician_id, 'patient_id', i.patient_id, 'child_id', NULL,
         'status', 'SCHEDULED', 'activity_type', 'DEFAULT', 'intervention_type', 'VIDEO',
         'scheduled_start_time', now() - interval '2 hours' + (i.m - 1) * interval '20 minutes',
         'booked_time', now() - interval '3 days',
         'actual_start_time', NULL, 'actual_end_time', NULL, 'video_call_start_time', NULL,
         'video_call_end_time', NULL, 'symptoms_survey_information_id', NULL, 'prescription_renewal_id', NULL,
         'reassigned_to_clinician_id', NULL, 'cancel_reason', NULL, 'booked_by', NULL,
         'created_at', now(), 'updated_at', now()))).*
       FROM meetings t, load_ids i
       WHERE t.id = $1`,
      [TEMPLATE_MEETING],
    );
    await client.query(
      `INSERT INTO record_history_entries
       SELECT (jsonb_populate_record(NULL::record_history_entries, to_jsonb(h) || jsonb_build_object(
         'id', pg_temp.load_uuid(i.patient_id::text || h.id::text), 'patient_id', i.patient_id, 'meeting_id', NULL))).*
       FROM record_history_entries h, load_ids i
       WHERE h.patient_id = $1`,
      [TEMPLATE_PATIENT],
    );
    const { rows } = await client.query<{ username: string }>('SELECT DISTINCT username FROM load_ids ORDER BY 1');
    await client.query('COMMIT');
    return rows.map((r) => ({ username: r.username, password: DEMO_PASSWORD }));
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    await client.end();
  }
}

const SE_DOCTOR = '00000000-0000-4000-8000-c00000000001';
/** Johan Bergström: an adult Swedish patient with a typical history (22 entries). */
const TEMPLATE_PATIENT = demoPatientId(0x102);
const TEMPLATE_MEETING = demoMeetingId('se.doctor', 'today-current');
