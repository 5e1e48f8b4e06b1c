import type { CareType, PartnershipKind, Profession } from '../clinicians/profession';
import type { LeftbarTab } from '../consultation/search-params';
import type { ActivityType } from '../meetings/meeting';

/** One tab of the record pane and the sub-tabs it groups (seed 001 §2.1 "with children …"). */
export type RecordPaneTab = { tab: LeftbarTab; children: LeftbarTab[] };

/** What decides which tabs a clinician sees for this patient. */
export type RecordPaneContext = {
  clinician: {
    /** The pool's country. Typed loosely on purpose: anything outside the supported markets throws. */
    country: string;
    profession: Profession;
    careType: CareType;
    isExternal: boolean;
    partnershipKind: PartnershipKind | null;
  };
  features: { vaccinationList: boolean };
  /** null in the meetingless view (/patient-profile/:id). */
  meeting: {
    activityType: ActivityType;
    /** null: the meeting has no symptoms survey. `hasQuestions` once the survey's answers are known. */
    symptoms: { hasQuestions: boolean } | null;
    /** The meeting comes with insurance-claim information. */
    hasInsuranceClaim: boolean;
    /** A colleague referred the patient to this meeting: the symptoms panel carries their banner. */
    hasInternalReferral: boolean;
  } | null;
};

/** Seed 000 §3 / our activity vocabulary: the renewal activity is the "special type" that never opens on symptoms. */
const SPECIAL_ACTIVITY: ActivityType = 'PRESCRIPTION_RENEWAL';

/**
 * Our reading of "for eligible clinicians" (seed 001 §2.1, Sweden's treatment programme): the online programmes
 * are psychological treatment, so psychologists and anyone in mental-health care.
 */
export function isTreatmentProgrammeClinician(clinician: RecordPaneContext['clinician']): boolean {
  return clinician.profession === 'PSYCHOLOGIST' || clinician.careType === 'MENTAL_HEALTH';
}

/**
 * Our reading of France's "medical-records … for some clinician types": the record is for the clinicians who
 * write in it, doctors and nurses; French psychologists work from their own notes.
 */
export function seesFrenchMedicalRecords(clinician: RecordPaneContext['clinician']): boolean {
  return clinician.profession === 'DOCTOR' || clinician.profession === 'NURSE';
}

/**
 * Our reading of Britain's "self-assessment (hidden by a clinician condition in some cases)": external clinicians
 * (agency staff outside the pool's own care team) do not see the patient's self-assessments.
 */
export function seesBritishSelfAssessment(clinician: RecordPaneContext['clinician']): boolean {
  return !clinician.isExternal;
}

/** The insurer partnership (Vitality, seed 002) gets its own British pane. */
export function isVitalityPane(clinician: RecordPaneContext['clinician']): boolean {
  return clinician.partnershipKind === 'INSURER';
}

function tab(name: LeftbarTab, children: (LeftbarTab | false)[] = []): RecordPaneTab {
  return { tab: name, children: children.filter((c): c is LeftbarTab => c !== false) };
}

function when(condition: boolean, value: RecordPaneTab): RecordPaneTab[] {
  return condition ? [value] : [];
}

/** Outside Sweden the symptoms tab needs a survey with questions (seed 001 §2.1 France; the brief for all). */
function hasSymptomQuestions(context: RecordPaneContext): boolean {
  return context.meeting?.symptoms?.hasQuestions === true;
}

/**
 * Seed 001 §2.1: the record pane's tabs, in order, per country. Medication list is the seed's Swedish list
 * (§2.2 counter, §2.3 panel, a Swedish drug catalogue) which §2.1 names only in passing ("other tab names seen");
 * we give it to Sweden, before vaccinations. The Vitality booking tab, also named only in passing and with no panel
 * in the seeds, is ours (issue 20): the Vitality pane shows what the member booked for this meeting (when, how, on
 * which claim), after the profile and the claim; a meetingless view has no booking, so no tab. Norway and Germany
 * follow the "fourth country" list.
 */
export function recordPaneTabs(context: RecordPaneContext): RecordPaneTab[] {
  const { clinician, meeting, features } = context;
  switch (clinician.country) {
    case 'SE':
      return [
        // The symptoms panel also holds the internal-referral banner (seed 001 §2.3), survey or not.
        ...when(meeting?.symptoms != null || meeting?.hasInternalReferral === true, tab('symptoms')),
        tab('patient'),
        ...when(meeting?.hasInsuranceClaim === true, tab('insurance-claim-details')),
        tab('upcoming-appointments'),
        ...when(meeting?.symptoms != null && meeting.activityType !== 'DEFAULT', tab('documents')),
        tab('medical-records', ['medical-record-entries', 'self-assessment', 'health-check']),
        ...when(
          isTreatmentProgrammeClinician(clinician),
          tab('treatment-programme', ['overview', 'activity-diary', 'situation-analysis']),
        ),
        tab('medication-list'),
        ...when(features.vaccinationList, tab('vaccination-list')),
      ];
    case 'FR':
      return [
        ...when(hasSymptomQuestions(context), tab('symptoms')),
        tab('patient'),
        tab('documents'),
        ...when(
          seesFrenchMedicalRecords(clinician),
          tab('medical-records', ['consultation-history', 'self-assessment']),
        ),
        tab('treatment-programme'),
      ];
    case 'GB': {
      const vitality = isVitalityPane(clinician);
      return [
        ...when(hasSymptomQuestions(context), tab('symptoms')),
        ...when(!vitality, tab('patient')),
        tab('documents'),
        ...when(vitality, tab('vitality-patient-profile', ['vitality-insurance-details', 'vitality-personal-details'])),
        // Issue 20: the Vitality pane also gets Sweden's insurance-claim tab when the meeting comes with a claim.
        ...when(vitality && meeting?.hasInsuranceClaim === true, tab('insurance-claim-details')),
        // Issue 20: the member's booking for this meeting; the meetingless view has none to show.
        ...when(vitality && meeting !== null, tab('vitality-booking')),
        tab('medical-records', [
          'consultation-history',
          seesBritishSelfAssessment(clinician) && 'self-assessment',
          vitality && 'vitality-vitals',
        ]),
        // Issue 21: British psychologists and mental-health clinicians run programmes too (the action is theirs in
        // Sweden and the UK): they get Sweden's children; the seed's plain tab stays for the others.
        isTreatmentProgrammeClinician(clinician)
          ? tab('treatment-programme', ['overview', 'activity-diary', 'situation-analysis'])
          : tab('treatment-programme'),
      ];
    }
    case 'NO':
    case 'DE':
      return [
        ...when(hasSymptomQuestions(context), tab('symptoms')),
        tab('patient'),
        tab('documents'),
        tab('medical-records', ['consultation-history', 'self-assessment']),
        tab('treatment-programme'),
      ];
    default:
      throw new Error(`The record pane does not support the country "${clinician.country}"`);
  }
}

/** Every tab name the clinician may open, parents and children. */
export function availableTabs(tabs: RecordPaneTab[]): LeftbarTab[] {
  return tabs.flatMap((t) => [t.tab, ...t.children]);
}

/**
 * Seed 001 §2.1: 'patient', or 'symptoms' when the activity is not the special type, the view has a meeting and its
 * symptoms have questions. The Vitality pane has no patient tab: its patient profile stands in.
 */
export function defaultLeftbar(context: RecordPaneContext): LeftbarTab {
  const tabs = availableTabs(recordPaneTabs(context));
  const { meeting } = context;
  if (
    meeting &&
    meeting.activityType !== SPECIAL_ACTIVITY &&
    meeting.symptoms?.hasQuestions === true &&
    tabs.includes('symptoms')
  ) {
    return 'symptoms';
  }
  if (tabs.includes('patient')) return 'patient';
  return tabs.includes('vitality-patient-profile') ? 'vitality-patient-profile' : tabs[0]!;
}

/** Where a tab name lands in the tree: its top-level tab, and the sub-tab when it is a child. */
export type TabSelection = { top: LeftbarTab; child: LeftbarTab | null };

/**
 * Which tab to show for `requested` (the leftbar parameter; undefined: the default). null: the clinician has no
 * such tab, which the screen treats like an unknown tab (seed 001 §8 "Unknown tab raises an error").
 */
export function selectTab(context: RecordPaneContext, requested: LeftbarTab | undefined): TabSelection | null {
  const tabs = recordPaneTabs(context);
  const wanted = requested ?? defaultLeftbar(context);
  for (const t of tabs) {
    if (t.tab === wanted) return { top: t.tab, child: null };
    if (t.children.includes(wanted)) return { top: t.tab, child: wanted };
  }
  return null;
}
