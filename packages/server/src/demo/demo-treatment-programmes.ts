import { eq } from 'drizzle-orm';
import { completeModule, initialModuleStates, programmeByIdentifier, type ModuleState } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import {
  carePlanExercises,
  carePlanModules,
  carePlans,
  carePlanStepCompletions,
  conversationMessages,
  conversations,
  diaryActivities,
  meetings,
  situationAnalyses,
} from '../platform/db/schema';
import { addDays } from './demo-dates';
import { demoClinicianId, demoMeetingId, type DemoUsername } from './demo-ids';

/**
 * Treatment programmes (issue 21): se.psychologist's Sara and gb.psychologist's Chloe, each in ICBT_ANXIETY (the
 * programme with both exercises) started in the meeting of two months ago and halfway through: modules 1 and 2
 * completed, module 3 ready to unlock, an activity diary over the last three weeks, two situation analyses and a few
 * messages in the programme's own conversation (the latest, the patient's, unread). Karin
 * and Thomas, the patients of today's current meetings, have no programme: the psychologist can start one with them.
 * Fixed ids.
 */

const DAY = 24 * 60 * 60_000;

/** Ids of the demo's programmes: 1c9a…, the programme's number, the kind of row and its number. */
function demoId(programme: number, kind: number, n: number): string {
  return `1c9a0000-0000-4000-8000-${programme.toString(16).padStart(2, '0')}${kind.toString(16).padStart(2, '0')}${n.toString(16).padStart(8, '0')}`;
}

export const DEMO_CARE_PLAN_IDS = {
  seSara: demoId(1, 0, 0),
  gbChloe: demoId(2, 0, 0),
} as const;

type Diary = { daysAgo: number; hour: number; title: string; rating: number; type: string };
type Situation = {
  daysAgo: number;
  rating: number;
  description: string;
  thoughts: string;
  sensations: string;
  behaviour: string;
  shortTermConsequences: string;
  longTermConsequences: string;
};

/** A message of the programme's conversation, from the psychologist or the patient, `daysAgo` at `hour` UTC. */
type Message = { daysAgo: number; hour: number; from: 'CLINICIAN' | 'PATIENT'; body: string; read: boolean };

type DemoProgramme = {
  n: number;
  username: DemoUsername;
  identifier: `ICBT_${string}`;
  diary: Diary[];
  situations: Situation[];
  messages: Message[];
};

const PROGRAMMES: DemoProgramme[] = [
  {
    n: 1,
    username: 'se.psychologist',
    identifier: 'ICBT_ANXIETY',
    messages: [
      {
        daysAgo: 45,
        hour: 9,
        from: 'CLINICIAN',
        body: 'Hej Sara! Nu har jag låst upp modul 2. Ta den i din egen takt och hör av dig om något känns svårt.',
        read: true,
      },
      {
        daysAgo: 30,
        hour: 19,
        from: 'PATIENT',
        body: 'Hej! Situationsanalysen var jobbig men nyttig. Ska jag göra en varje gång jag blir orolig?',
        read: true,
      },
      {
        daysAgo: 29,
        hour: 10,
        from: 'CLINICIAN',
        body: 'Bra att du testade! Det räcker med två–tre i veckan, välj gärna situationer där oron var stark.',
        read: true,
      },
      {
        daysAgo: 2,
        hour: 20,
        from: 'PATIENT',
        body: 'Nu är modul 2 klar. Jag märker att jag undviker mindre än förut.',
        read: false,
      },
    ],
    diary: [
      { daysAgo: 20, hour: 8, title: 'Promenad runt Pildammarna', rating: 5, type: 'exercise' },
      { daysAgo: 18, hour: 18, title: 'Lagade middag till mig själv', rating: 4, type: 'chores' },
      { daysAgo: 16, hour: 12, title: 'Fika med Johanna', rating: 7, type: 'social' },
      { daysAgo: 14, hour: 10, title: 'Städade köket', rating: 3, type: 'chores' },
      { daysAgo: 12, hour: 17, title: 'Yoga på gymmet', rating: 6, type: 'exercise' },
      { daysAgo: 9, hour: 19, title: 'Ringde mamma', rating: 6, type: 'social' },
      { daysAgo: 7, hour: 11, title: 'Läste en bok i parken', rating: 7, type: 'pleasant' },
      { daysAgo: 5, hour: 9, title: 'Betalade räkningar', rating: 4, type: 'chores' },
      { daysAgo: 3, hour: 16, title: 'Cyklade till stranden', rating: 8, type: 'exercise' },
      { daysAgo: 1, hour: 20, title: 'Filmkväll med vänner', rating: 8, type: 'social' },
    ],
    situations: [
      {
        daysAgo: 11,
        rating: 7,
        description: 'Chefen bad mig stanna efter mötet för att prata.',
        thoughts: 'Nu har jag gjort något fel. Jag kommer att få sparken.',
        sensations: 'Hjärtklappning, tryck över bröstet, varm i ansiktet.',
        behaviour: 'Sa att jag hade bråttom och gick därifrån.',
        shortTermConsequences: 'Lättnad en stund.',
        longTermConsequences: 'Oroade mig hela kvällen och sov dåligt.',
      },
      {
        daysAgo: 4,
        rating: 4,
        description: 'En vän ställde in vår middag i sista stund.',
        thoughts: 'Hon vill inte träffa mig längre.',
        sensations: 'Tung i kroppen, trött.',
        behaviour: 'Skrev och frågade om vi kunde ses nästa vecka i stället.',
        shortTermConsequences: 'Lite nervös medan jag väntade på svar.',
        longTermConsequences: 'Vi bokade en ny tid, och jag kände mig lugnare.',
      },
    ],
  },
  {
    n: 2,
    username: 'gb.psychologist',
    identifier: 'ICBT_ANXIETY',
    messages: [
      {
        daysAgo: 45,
        hour: 9,
        from: 'CLINICIAN',
        body: "Hi Chloe, I've unlocked module 2 for you. Take it at your own pace and message me if anything is hard.",
        read: true,
      },
      {
        daysAgo: 25,
        hour: 18,
        from: 'PATIENT',
        body: 'The activity diary is helping, I can see the days I go out are better days. Is once a day enough?',
        read: true,
      },
      {
        daysAgo: 24,
        hour: 11,
        from: 'CLINICIAN',
        body: "Once a day is plenty. Great that you're spotting the pattern, we'll build on it in module 3.",
        read: true,
      },
      {
        daysAgo: 3,
        hour: 21,
        from: 'PATIENT',
        body: 'Finished module 2 tonight. Ready for the next one whenever you are.',
        read: false,
      },
    ],
    diary: [
      { daysAgo: 21, hour: 9, title: 'Walk along the Taff', rating: 5, type: 'exercise' },
      { daysAgo: 19, hour: 13, title: 'Lunch with Ffion', rating: 7, type: 'social' },
      { daysAgo: 17, hour: 18, title: 'Food shopping at the market', rating: 4, type: 'chores' },
      { daysAgo: 15, hour: 20, title: 'Baked banana bread', rating: 7, type: 'pleasant' },
      { daysAgo: 13, hour: 8, title: 'Took the bus to work instead of a taxi', rating: 3, type: 'chores' },
      { daysAgo: 11, hour: 18, title: 'Swimming at the leisure centre', rating: 6, type: 'exercise' },
      { daysAgo: 9, hour: 19, title: 'Phoned my sister', rating: 6, type: 'social' },
      { daysAgo: 6, hour: 11, title: 'Read in Bute Park', rating: 8, type: 'pleasant' },
      { daysAgo: 4, hour: 17, title: 'Asked a question in the team meeting', rating: 4, type: 'social' },
      { daysAgo: 2, hour: 10, title: 'Tidied the flat', rating: 5, type: 'chores' },
      { daysAgo: 1, hour: 19, title: 'Pub quiz with colleagues', rating: 7, type: 'social' },
    ],
    situations: [
      {
        daysAgo: 10,
        rating: 8,
        description: 'Crowded train home, stuck between stations for ten minutes.',
        thoughts: "I can't get out. I'm going to faint in front of everyone.",
        sensations: 'Racing heart, sweating, tight chest, dizzy.',
        behaviour: 'Got off at the next stop and walked the rest of the way.',
        shortTermConsequences: 'The panic went down quickly.',
        longTermConsequences: 'I dreaded the train the next morning and nearly called in sick.',
      },
      {
        daysAgo: 3,
        rating: 5,
        description: 'Presenting my project update to the team.',
        thoughts: 'They will notice my voice shaking and think I am useless.',
        sensations: 'Shaky hands, dry mouth.',
        behaviour: 'Stayed and finished the presentation, using my notes.',
        shortTermConsequences: 'Anxious for the first few minutes, then it eased.',
        longTermConsequences: 'A colleague said it went well; next time feels less scary.',
      },
    ],
  },
];

export async function seedDemoTreatmentProgrammes(tx: Db, now: Date): Promise<void> {
  for (const demo of PROGRAMMES) await seedProgramme(tx, demo, now);
}

async function seedProgramme(tx: Db, demo: DemoProgramme, now: Date): Promise<void> {
  const programme = programmeByIdentifier(demo.identifier);
  const meetingId = demoMeetingId(demo.username, 'past-months');
  const [meeting] = await tx
    .select({ patientId: meetings.patientId, start: meetings.scheduledStartTime })
    .from(meetings)
    .where(eq(meetings.id, meetingId));
  if (!programme || !meeting) return;
  const clinicianId = demoClinicianId(demo.username);
  const carePlanId = demoId(demo.n, 0, 0);
  const conversationId = demoId(demo.n, 1, 0);
  const created = new Date(meeting.start.getTime() + 40 * 60_000);
  // The programme's own conversation (migration 0052), written before the care plan it names (checked at commit).
  await tx
    .insert(conversations)
    .values({ id: conversationId, carePlanId, patientId: meeting.patientId, clinicianId, createdAt: created });
  await tx.insert(carePlans).values({
    id: carePlanId,
    patientId: meeting.patientId,
    clinicianId,
    meetingId,
    programmeIdentifier: programme.identifier,
    state: 'active',
    conversationId,
    createdAt: created,
  });
  await tx.insert(conversationMessages).values(
    demo.messages.map((m, i) => {
      const sentAt = atHour(addDays(now, -m.daysAgo), m.hour);
      return {
        id: demoId(demo.n, 6, i),
        conversationId,
        patientId: meeting.patientId,
        senderRole: m.from,
        senderClinicianId: m.from === 'CLINICIAN' ? clinicianId : null,
        subject: null,
        body: m.body,
        sentAt,
        readAt: m.read ? new Date(sentAt.getTime() + 3 * 60 * 60_000) : null,
      };
    }),
  );

  // Modules 1 and 2 done: the first from the start to 48 days ago, the second unlocked 45 days ago and done 3 days
  // ago; completing it made module 3 ready to unlock (completeModule), the rest stay locked.
  const states: ModuleState[] = initialModuleStates(programme.modules.length);
  const spans = [
    { started: created, completed: new Date(now.getTime() - 48 * DAY) },
    { started: new Date(now.getTime() - 45 * DAY), completed: new Date(now.getTime() - 3 * DAY) },
  ];
  for (const [index] of spans.entries()) {
    const outcome = completeModule(index, programme.modules.length);
    states[outcome.completed] = 'completed';
    if (outcome.enabled !== null) states[outcome.enabled] = 'enabled';
  }
  await tx.insert(carePlanModules).values(
    programme.modules.map((m, position) => ({
      id: demoId(demo.n, 2, position),
      carePlanId,
      position,
      moduleKey: m.key,
      state: states[position]!,
      startedAt: spans[position]?.started ?? null,
      currentStep: null,
      completedAt: spans[position]?.completed ?? null,
    })),
  );
  const completions = spans.flatMap((span, position) => {
    const steps = programme.modules[position]!.steps;
    const length = span.completed.getTime() - span.started.getTime();
    return steps.map((step, i) => ({
      moduleId: demoId(demo.n, 2, position),
      stepId: step.id,
      answers: step.kind === 'questionnaire' ? step.questions.map((_, q) => (q + i) % step.scale.length) : null,
      completedAt: new Date(span.started.getTime() + (length * (i + 1)) / steps.length),
    }));
  });
  if (completions.length > 0) await tx.insert(carePlanStepCompletions).values(completions);

  const exerciseIds = new Map(programme.exercises.map((type, i) => [type, demoId(demo.n, 3, i)]));
  if (exerciseIds.size > 0) {
    await tx.insert(carePlanExercises).values([...exerciseIds].map(([type, id]) => ({ id, carePlanId, type })));
  }
  const diaryId = exerciseIds.get('activity-diary');
  if (diaryId) {
    await tx.insert(diaryActivities).values(
      demo.diary.map((d, i) => {
        const at = atHour(addDays(now, -d.daysAgo), d.hour);
        return {
          id: demoId(demo.n, 4, i),
          exerciseId: diaryId,
          activityTime: at,
          title: d.title,
          rating: d.rating,
          type: d.type,
          createdAt: new Date(at.getTime() + 2 * 60 * 60_000),
        };
      }),
    );
  }
  const situationId = exerciseIds.get('situation-analysis');
  if (situationId) {
    await tx.insert(situationAnalyses).values(
      demo.situations.map(({ daysAgo, ...s }, i) => {
        const at = atHour(addDays(now, -daysAgo), 17);
        return { id: demoId(demo.n, 5, i), exerciseId: situationId, ...s, time: at, createdAt: at };
      }),
    );
  }
}

/** The day of `date` at `hour` UTC (the diary's days are at least a day ago: in the past). */
function atHour(date: Date, hour: number): Date {
  const at = new Date(date);
  at.setUTCHours(hour, 0, 0, 0);
  return at;
}
