import type { HealthObservation } from '../api/record-pane';
import type { MeasurementBound } from './body-measurements';

export type HealthMeasurement = { value: string; comparator: MeasurementBound | null; at: number };
export type ReportedAllergy = { name: string; diagnosisMethods: string | null; patientComment: string | null };

/** The patient tab's view of the health observations: the latest height, weight and allergies. */
export type HealthProperties = {
  height: HealthMeasurement | null;
  weight: HealthMeasurement | null;
  allergies: ReportedAllergy[];
};

const HEALTH_PROFILE_SOURCE = 'sf_36';
const ALLERGY_SOURCE = 'health_profile_allergies';

/** The observations of the newest response set of a source (seed 001 §9: "the 'sf_36' latest response set"). */
function latestResponseSet(observations: readonly HealthObservation[], source: string): HealthObservation[] {
  const fromSource = observations.filter((o) => o.sourceDetails.name === source);
  if (fromSource.length === 0) return [];
  const newest = fromSource.reduce((a, b) => (b.createdAt > a.createdAt ? b : a));
  if (newest.responseSetId === null) return [newest];
  return fromSource.filter((o) => o.responseSetId === newest.responseSetId);
}

/** body_height, gt_body_height, lt_body_height … → the measurement, newest first within the given observations. */
function measurement(observations: readonly HealthObservation[], property: string): HealthMeasurement | null {
  const candidates = observations
    .map((o) => {
      const comparator: MeasurementBound | null | undefined =
        o.propertyName === property
          ? null
          : o.propertyName === `gt_${property}`
            ? '>'
            : o.propertyName === `lt_${property}`
              ? '<'
              : undefined;
      const value = o.values[0];
      return comparator === undefined || value === undefined ? null : { value, comparator, at: o.createdAt };
    })
    .filter((m): m is HealthMeasurement => m !== null);
  return candidates.reduce<HealthMeasurement | null>((a, b) => (a === null || b.at > a.at ? b : a), null);
}

/**
 * Height and weight from the newest sf_36 response set; without one, the newest reading from any source (a
 * clinician-entered measurement should not vanish because the patient never answered the health profile).
 * Allergies from the newest allergy response set.
 */
export function healthProperties(observations: readonly HealthObservation[]): HealthProperties {
  const profile = latestResponseSet(observations, HEALTH_PROFILE_SOURCE);
  const pick = (property: string) => measurement(profile, property) ?? measurement(observations, property);
  const allergies = latestResponseSet(observations, ALLERGY_SOURCE)
    .filter((o) => o.values[0])
    .map((o) => ({
      name: o.values[0]!,
      diagnosisMethods: o.values[1] || null,
      patientComment: o.values[2] || null,
    }));
  return { height: pick('body_height'), weight: pick('body_weight'), allergies };
}
