import { sql } from 'drizzle-orm';
import { COUNTRIES, type Country } from '@konsult/domain';
import { queryRows, type Database, type Db } from '../../platform/db/database';
import { DEMO_POOL_IDS } from '../demo-ids';
import { SCALE_NAMES } from './scale-names';

/**
 * Issue 22 (goal 5, "Scale"): a PostgreSQL database the size of a real installation, filled by the database itself
 * (INSERT … SELECT over generate_series: no row crosses the wire), so that the budgets of architecture §9 can be
 * measured where the indexes matter.
 *
 * The world it lays out, on top of the demo data (whose pools and record texts it reuses):
 * - patients in the five markets, a fifth each, named and addressed as their market writes it;
 * - CLINICIANS_PER_MARKET clinicians a market, each working two fixed weekdays a week, MEETINGS_PER_DAY booked
 *   meetings a working day (08:00–14:00 local), so that a clinician's day looks like a day and their list of the
 *   home screen's ±60 days holds a few hundred meetings; the two years of meetings end about eight weeks from now;
 * - each meeting with a patient of the clinician's market: 30 % with the tenth of patients who come often, the rest
 *   with anyone, so most patients have a meeting or two and some have none; past meetings completed (91 %),
 *   cancelled, reassigned or missed, future ones booked or cancelled; every completed meeting has its signed note;
 * - the records system's entries (the record history) over the last ten years, copied in content from the demo's
 *   entries of the same market: 95 % spread over every patient (about ten each), 5 % on the hundredth with a long
 *   history (about sixty each), so that most patients have ≤ 50 entries and a few have more.
 *
 * Ids are random-looking version-4 uuids derived from the row's number (md5), so that reruns give the same world
 * and the indexes are as scattered as real ones. Every choice comes from hashint8extended(row number, salt).
 */

export type ScaleSizes = { patients: number; meetings: number; entries: number };
export type ScaleResult = ScaleSizes & { clinicians: number; notes: number };

export const DEFAULT_SCALE: ScaleSizes = { patients: 100_000, meetings: 200_000, entries: 1_000_000 };
export const CLINICIANS_PER_MARKET = 16;
export const MEETINGS_PER_DAY = 12;
/** Weeks of booked meetings ahead of `now`: inside the home list's 60 days. */
const WEEKS_AHEAD = 8;
/** The generated clinicians sign in as scale.{market}.{nn} (scale.se.01 …) with the demo password. */
export const SCALE_USERNAME_PREFIX = 'scale.';

const MAIN_POOL: Record<Country, string> = {
  SE: DEMO_POOL_IDS.sePrimaryCare,
  GB: DEMO_POOL_IDS.gbPrimaryCare,
  NO: DEMO_POOL_IDS.noPrimaryCare,
  FR: DEMO_POOL_IDS.frPrimaryCare,
  DE: DEMO_POOL_IDS.dePrimaryCare,
};

/** The markets in the order row numbers map to them: row i is in MARKETS[i % 5]. */
const MARKETS: readonly Country[] = COUNTRIES;
const MARKETS_SQL = `(ARRAY[${MARKETS.map((c) => `'${c}'`).join(',')}])`;

/** A number in [0, n) chosen by row `x` and `salt`. */
const pick = (x: string, salt: number, n: string | number) =>
  `((hashint8extended((${x})::bigint, ${salt}) % (${n}) + (${n})) % (${n}))`;
/** A version-4 uuid derived from `kind` and row `x`. */
const uuidOf = (kind: string, x: string) =>
  `overlay(overlay(md5('konsult-scale:${kind}:' || (${x})::text) placing '4' from 13) placing '8' from 17)::uuid`;

/**
 * Fills a migrated database that holds the demo data (seedDemo) with the world above, in one transaction. The
 * caller decides what the database is; `seed:scale` (scale-cli.ts) only runs it on a database of its own.
 */
export async function fillScale(
  database: Database,
  sizes: ScaleSizes,
  now: Date,
  passwordHash: string,
  /** Told each step's name and seconds as it ends. */
  onStep: (step: string, seconds: number) => void = () => {},
): Promise<ScaleResult> {
  for (const [name, value] of Object.entries(sizes)) {
    if (!Number.isSafeInteger(value) || value < MARKETS.length) {
      throw new Error(`${name} must be a whole number ≥ ${MARKETS.length}, not ${value}`);
    }
  }
  const clinicianCount = CLINICIANS_PER_MARKET * MARKETS.length;
  // The meetings fill whole weeks of two working days; the last WEEKS_AHEAD of them are ahead of now.
  const weeks = Math.ceil(sizes.meetings / clinicianCount / MEETINGS_PER_DAY / 2);
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  const firstMonday = new Date(monday.getTime() - Math.max(0, weeks - WEEKS_AHEAD) * 7 * 86_400_000);

  return database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL synchronous_commit = off`);
    await tx.execute(sql`SET LOCAL work_mem = '64MB'`);
    const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
      const started = performance.now();
      const result = await run();
      onStep(name, (performance.now() - started) / 1000);
      return result;
    };
    await step('patients', () => insertPatients(tx, sizes.patients, now));
    await step('clinicians', () => insertClinicians(tx, clinicianCount, passwordHash));
    await step('templates', () => createTemplates(tx));
    const notes = await step('meetings and notes', () =>
      insertMeetingsAndNotes(tx, sizes, clinicianCount, firstMonday, now),
    );
    await step('record history', () => insertHistory(tx, sizes, now));
    return { ...sizes, clinicians: clinicianCount, notes };
  });
}

async function insertPatients(tx: Db, count: number, now: Date): Promise<void> {
  // j: the patient's number within their market; dob: a bijection of j over 85 years (7919 is prime to 31,025
  // days), so that an identity number made of the date of birth and j's last digits is unique in its market.
  const choose = (salt: number, list: string) => sql.raw(pick('i', salt, `jsonb_array_length(${list})`));
  await tx.execute(sql`
    INSERT INTO patients (id, country, id_number, given_name, family_name, gender, dob, email, phone,
      preferred_language, address, zip, city, address_country, gb_nhs_number, gb_practice_id, gb_practice_name,
      fr_status_ame, fr_status_cmuc, created_at)
    SELECT ${sql.raw(uuidOf('patient', 'i'))}, country,
      CASE country
        WHEN 'SE' THEN to_char(dob, 'YYYYMMDD') || lpad((j % 10000)::text, 4, '0')
        WHEN 'GB' THEN '9' || lpad(j::text, 9, '0')
        WHEN 'NO' THEN to_char(dob, 'DDMMYY') || lpad((j % 100000)::text, 5, '0')
        WHEN 'FR' THEN CASE gender WHEN 'male' THEN '1' ELSE '2' END || to_char(dob, 'YYMM') || '75'
          || lpad((j / 1000 % 1000)::text, 3, '0') || lpad((j % 1000)::text, 3, '0') || lpad((j % 97 + 1)::text, 2, '0')
        ELSE chr(65 + (j % 26)::int) || lpad(j::text, 9, '0')
      END,
      given, family, gender, dob,
      regexp_replace(lower(translate(given || '.' || family, 'åäöøéèëüçışÖÄÅÜÉ', 'aaooeeeucisoaaue')), '[^a-z.]', '', 'g')
        || '.' || j || '@example.com',
      (n -> country ->> 'phonePrefix') || ' ' || lpad(${sql.raw(pick('i', 9, 1_000_000))}::text, 6, '0'),
      n -> country ->> 'language', place ->> 0, place ->> 1, place ->> 2, country,
      CASE WHEN country = 'GB' THEN '9' || lpad(j::text, 9, '0') END,
      CASE WHEN country = 'GB' THEN 'Z9900' || (j % 3 + 1) END,
      CASE WHEN country = 'GB' THEN (ARRAY['Riverside Medical Centre', 'Hyde Park Surgery', 'Clifton Green Practice'])[j % 3 + 1] END,
      CASE WHEN country = 'FR' THEN ${sql.raw(pick('i', 10, 20))} = 0 END,
      CASE WHEN country = 'FR' THEN ${sql.raw(pick('i', 11, 12))} = 0 END,
      ${now.toISOString()}::timestamptz - ${sql.raw(pick('i', 12, 3650))} * interval '1 day'
    FROM (
      SELECT i, i / 5 AS j, country, gender, date '1935-01-01' + ((i / 5) * 7919 % 31025)::int AS dob, n,
        n -> country -> gender ->> ${choose(3, 'n -> country -> gender')}::int AS given,
        n -> country -> 'family' ->> ${choose(4, "n -> country -> 'family'")}::int AS family,
        n -> country -> 'places' -> ${choose(5, "n -> country -> 'places'")}::int AS place
      FROM (
        SELECT i, ${sql.raw(MARKETS_SQL)}[i % 5 + 1] AS country,
          CASE WHEN ${sql.raw(pick('i', 2, 2))} = 0 THEN 'female' ELSE 'male' END AS gender
        FROM generate_series(0, ${sql.raw(String(count - 1))}) AS i
      ) AS base, (SELECT ${JSON.stringify(SCALE_NAMES)}::jsonb AS n) AS names
    ) AS p`);
}

async function insertClinicians(tx: Db, count: number, passwordHash: string): Promise<void> {
  const pools = `jsonb_build_object(${MARKETS.map((c) => `'${c}', '${MAIN_POOL[c]}'`).join(', ')})`;
  // Every fourth a nurse; the rest general practitioners. Usernames scale.se.01, scale.gb.01, …
  await tx.execute(sql`
    INSERT INTO clinicians (id, username, password_hash, name, profession, care_type, pool_id, specialties)
    SELECT ${sql.raw(uuidOf('clinician', 'c'))},
      ${SCALE_USERNAME_PREFIX} || lower(country) || '.' || lpad((c / 5 + 1)::text, 2, '0'),
      ${passwordHash},
      (n -> country -> gender ->> (c / 5 % jsonb_array_length(n -> country -> gender))::int) || ' '
        || (n -> country -> 'family' ->> ((c / 5 + 3) % jsonb_array_length(n -> country -> 'family'))::int),
      CASE WHEN c / 5 % 4 = 3 THEN 'NURSE' ELSE 'DOCTOR' END, 'PRIMARY_CARE', ${sql.raw(pools)} ->> country,
      CASE WHEN c / 5 % 4 = 3 THEN ARRAY['district-nursing'] ELSE ARRAY['general-practice'] END
    FROM (
      SELECT c, ${sql.raw(MARKETS_SQL)}[c % 5 + 1] AS country, CASE WHEN c % 2 = 0 THEN 'female' ELSE 'male' END AS gender
      FROM generate_series(0, ${sql.raw(String(count - 1))}) AS c
    ) AS base, (SELECT ${JSON.stringify(SCALE_NAMES)}::jsonb AS n) AS names`);
}

/**
 * The demo's record-history entries, numbered within their patient's market: what the generated entries and notes
 * copy their words from. Dropped at commit.
 */
async function createTemplates(tx: Db): Promise<void> {
  await tx.execute(sql`
    CREATE TEMPORARY TABLE scale_templates ON COMMIT DROP AS
    SELECT p.country, (row_number() OVER (PARTITION BY p.country ORDER BY h.id) - 1)::int AS k, h.*
    FROM record_history_entries h JOIN patients p ON p.id = h.patient_id`);
  await tx.execute(sql`
    CREATE TEMPORARY TABLE scale_note_templates ON COMMIT DROP AS
    SELECT t.country, (row_number() OVER (PARTITION BY t.country ORDER BY t.id) - 1)::int AS k, t.title,
      t."rows"
    FROM scale_templates t
    WHERE t.contact_type <> 'administrative' AND jsonb_array_length(t."rows") >= 4`);
  await tx.execute(sql`
    CREATE TEMPORARY TABLE scale_template_counts ON COMMIT DROP AS
    SELECT country, count(*)::int AS n, (SELECT count(*)::int FROM scale_note_templates nt WHERE nt.country = t.country) AS notes
    FROM scale_templates t GROUP BY country`);
  const [missing] = await queryRows<{ country: string }>(
    tx,
    sql`SELECT m.country FROM unnest(${sql.raw(MARKETS_SQL)}) AS m (country)
        LEFT JOIN scale_template_counts c ON c.country = m.country WHERE coalesce(c.notes, 0) = 0`,
  );
  if (missing) throw new Error(`the demo data has no record history in ${missing.country} to copy from`);
}

async function insertMeetingsAndNotes(
  tx: Db,
  sizes: ScaleSizes,
  clinicians: number,
  firstMonday: Date,
  now: Date,
): Promise<number> {
  const C = clinicians;
  const S = MEETINGS_PER_DAY;
  // Patients of the clinician's market (c % 5): the market's count, and the tenth who come often.
  const inMarket = `((${sizes.patients} - 1 - c % 5) / 5 + 1)`;
  const status = `CASE WHEN start + interval '20 minutes' <= now THEN
      CASE WHEN r < 3 THEN 'NO_SHOW' WHEN r < 8 THEN 'CANCELLED' WHEN r < 9 THEN 'REASSIGNED' ELSE 'COMPLETED' END
    ELSE CASE WHEN r < 4 THEN 'CANCELLED' ELSE 'SCHEDULED' END END`;
  const [row] = await queryRows<{ meetings: number; notes: number }>(
    tx,
    sql`
    WITH generated AS (
      SELECT g, c, start, ${sql.raw(status)} AS status,
        ${sql.raw(pick('g', 24, 100))} AS kind,
        (CASE WHEN ${sql.raw(pick('g', 21, 100))} < 30
          THEN ${sql.raw(pick('g', 22, `greatest(1, ${inMarket} / 10)`))}
          ELSE ${sql.raw(pick('g', 23, inMarket))} END) * 5 + c % 5 AS patient
      FROM (
        SELECT g, c, k, ${now.toISOString()}::timestamptz AS now, ${sql.raw(pick('g', 20, 100))} AS r,
          ${firstMonday.toISOString()}::timestamptz
            + ((k / ${sql.raw(String(S))}) / 2 * 7
              + CASE WHEN (k / ${sql.raw(String(S))}) % 2 = 0 THEN (c / 5) % 5 ELSE ((c / 5) % 5 + 2) % 5 END) * interval '1 day'
            + interval '7 hours' + (k % ${sql.raw(String(S))}) * interval '30 minutes' AS start
        FROM (SELECT g, g % ${sql.raw(String(C))} AS c, g / ${sql.raw(String(C))} AS k
              FROM generate_series(0, ${sql.raw(String(sizes.meetings - 1))}) AS g) AS numbered
      ) AS timed
    ),
    meeting AS MATERIALIZED (
      SELECT ${sql.raw(uuidOf('meeting', 'g'))} AS id, ${sql.raw(uuidOf('clinician', 'c'))} AS clinician_id,
        ${sql.raw(uuidOf('patient', 'patient'))} AS patient_id, status, start, kind, booked, actual_start,
        actual_start + (12 + kind % 9) * interval '1 minute' AS actual_end,
        CASE WHEN status = 'REASSIGNED' THEN ${sql.raw(uuidOf('clinician', `(c + 5) % ${C}`))} END AS reassigned_to,
        tc.country, ${sql.raw(pick('g', 25, 'tc.notes'))} AS note_k
      FROM (
        SELECT *, start - (1 + kind % 20) * interval '1 day' - (kind * 7 % 600) * interval '1 minute' AS booked,
          CASE WHEN status = 'COMPLETED' THEN start + (kind % 6) * interval '1 minute' END AS actual_start
        FROM generated
      ) AS g
      JOIN scale_template_counts tc ON tc.country = ${sql.raw(MARKETS_SQL)}[c % 5 + 1]
    ),
    inserted AS (
      INSERT INTO meetings (id, clinician_id, patient_id, activity_type, intervention_type, status, booked_time,
        scheduled_start_time, slot_length_minutes, actual_start_time, actual_end_time, video_call_start_time,
        video_call_end_time, reassigned_to_clinician_id, cancel_reason, created_at, updated_at)
      SELECT id, clinician_id, patient_id,
        CASE WHEN kind < 12 THEN 'REVISIT' ELSE 'DEFAULT' END,
        CASE WHEN kind < 60 THEN 'VIDEO' WHEN kind < 85 THEN 'PHONE' WHEN kind < 95 THEN 'TEXT' ELSE 'CHAT' END,
        status, booked, start, 20, actual_start, actual_end,
        CASE WHEN kind < 60 THEN actual_start END, CASE WHEN kind < 60 THEN actual_end END, reassigned_to,
        CASE WHEN status = 'CANCELLED' THEN 'Patient cancelled' END,
        booked, coalesce(actual_end, booked)
      FROM meeting
      RETURNING 1
    ),
    -- Checked against meetings at the end of the statement, when the meetings above are in.
    notes AS (
      INSERT INTO medical_record_entries (id, entry_content_id, meeting_id, patient_id, clinician_id, template_id,
        "values", version, signed_at, signed_by, created_at, updated_at)
      SELECT ${sql.raw(uuidOf('note', 'm.id'))}, ${sql.raw(uuidOf('note-content', 'm.id'))}, m.id, m.patient_id,
        m.clinician_id, 'medical-record/' || m.country || '/v1',
        jsonb_build_object('reason_for_contact', t.title, 'history', t."rows" -> 0 ->> 'value',
          'findings', t."rows" -> 1 ->> 'value', 'assessment', t."rows" -> 2 ->> 'value',
          'plan', t."rows" -> 3 ->> 'value'),
        2, m.actual_end, m.clinician_id, m.actual_start, m.actual_end
      FROM meeting m
      JOIN scale_note_templates t ON t.country = m.country AND t.k = m.note_k
      WHERE m.status = 'COMPLETED'
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM inserted)::int AS meetings, (SELECT count(*) FROM notes)::int AS notes`,
  );
  return row?.notes ?? 0;
}

async function insertHistory(tx: Db, sizes: ScaleSizes, now: Date): Promise<void> {
  const heavy = Math.max(1, Math.floor(sizes.patients / 100));
  // Contact times: any minute of the last ten years; signed an hour later; stricken as the demo entry was.
  await tx.execute(sql`
    INSERT INTO record_history_entries (id, patient_id, document_id, contact_at, contact_type, responsible_name,
      title_responsible_name, care_facility_name, title, template_id, "rows", documents, prescriptions,
      e_prescriptions, referral, signed_at, stricken_at, stricken_reason, created_at)
    SELECT ${sql.raw(uuidOf('history', 'e'))}, ${sql.raw(uuidOf('patient', 'x.patient'))}, 'scale-' || e, x.at,
      t.contact_type, t.responsible_name, t.title_responsible_name, t.care_facility_name, t.title, t.template_id,
      t."rows", t.documents, t.prescriptions, t.e_prescriptions, t.referral,
      CASE WHEN t.signed_at IS NOT NULL THEN x.at + interval '1 hour' END,
      CASE WHEN t.stricken_at IS NOT NULL THEN x.at + interval '2 days' END, t.stricken_reason, x.at
    FROM (
      SELECT e, patient, ${now.toISOString()}::timestamptz - ${sql.raw(pick('e', 44, 10 * 365 * 24 * 60))} * interval '1 minute' AS at,
        ${sql.raw(MARKETS_SQL)}[patient % 5 + 1] AS country
      FROM (
        SELECT e, CASE WHEN ${sql.raw(pick('e', 41, 100))} < 5 THEN ${sql.raw(pick('e', 42, heavy))}
          ELSE ${sql.raw(pick('e', 43, sizes.patients))} END AS patient
        FROM generate_series(0, ${sql.raw(String(sizes.entries - 1))}) AS e
      ) AS chosen
    ) AS x
    JOIN scale_template_counts tc ON tc.country = x.country
    JOIN scale_templates t ON t.country = x.country AND t.k = ${sql.raw(pick('e', 45, 'tc.n'))}`);
}
