import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ActivitiesQuery,
  ActivitiesResponse,
  CarePlanNote,
  CarePlanNoteBody,
  CarePlanNotesQuery,
  CarePlanNotesResponse,
  CarePlanResponse,
  CarePlansResponse,
  CompleteStepBody,
  DiaryActivity,
  NewActivityBody,
  NewSituationBody,
  PatchCarePlanBody,
  PatchConversationBody,
  PatchModuleBody,
  PatientProgramme,
  PatientProgrammesQuery,
  PatientProgrammesResponse,
  PostConversationMessageBody,
  ConversationMessage,
  ConversationMessagesResponse,
  ProgrammeLinkInfo,
  ProgrammeLinkResponse,
  ProgrammeLinkState,
  ProgrammeOffersQuery,
  ProgrammeOffersResponse,
  SearchCarePlansBody,
  SituationAnalysis,
  SituationsResponse,
  StartCarePlanBody,
  TREATMENT_EXERCISE_BASE,
  TREATMENT_PROGRAMME_BASE,
} from '@konsult/domain';
import { patientConversation, postPatientMessage } from '../messaging/service';
import { requirePatientLink, writeOnPatientLink, type LinkUse } from '../patient-links/service';
import type { Db } from '../platform/db/database';
import { notFound } from '../platform/errors';
import { auditRefused } from '../platform/audit';
import { id, meetingContext, patientContext, type MeetingAccess, type RequestContext } from '../platform/http';
import { routeSchemas } from '../platform/route-schema';
import {
  addActivity,
  addSituation,
  completeStep,
  createProgrammeLink,
  programmeLinkState,
  endCarePlan,
  listActivities,
  listNotes,
  listSituations,
  patientProgrammes,
  programmeOffers,
  removeNote,
  saveNote,
  searchCarePlans,
  setCarePlanConversation,
  startCarePlan,
  unlockModule,
  type PatientLink,
} from './service';
import { openProgrammeLink, requireProgrammeLink, writeOnProgrammeLink } from './programme-link';

const route = routeSchemas('treatment-programmes');
const token = z.string().max(200);

/**
 * A link the patient works through: the meeting's (/api/join/{token}/, for the hours around the meeting: all the
 * patient's programmes) or the programme's own (/api/programme/{token}/, for the weeks it runs: that programme
 * only). The same routes below each; what differs is how the token is checked and audited. A read is audited as it
 * is served, a write once it is decided (success, or denied when refused), on either kind alike.
 */
type LinkKind = LinkUse<PatientLink> & { prefix: string; route: ReturnType<typeof routeSchemas> };

const MEETING_LINK: LinkKind = {
  prefix: '/api/join/:token',
  route: routeSchemas('patient-link'),
  read: requirePatientLink,
  write: writeOnPatientLink,
};
const PROGRAMME_LINK: LinkKind = {
  prefix: '/api/programme/:token',
  route: routeSchemas('programme-link'),
  read: requireProgrammeLink,
  write: writeOnProgrammeLink,
};

/**
 * Treatment programmes (issue 21; seed 001 §7, seed 002 §7) at the seed's paths below /api/treatment-programme/ and
 * /api/treatment-exercise/; the patient's side below /api/join/{token}/ (the meeting's link) and
 * /api/programme/{token}/ (the programme's own link). docs/api.md "Treatment programmes".
 */
/** The seed's userId must be the meeting's patient: any other is as unknown as a missing one (404, audited). */
async function requireMeetingPatient(ctx: RequestContext<MeetingAccess>, userId: string, action: string) {
  if (userId === ctx.access.patientId) return;
  await auditRefused(ctx, action, 'denied', { type: 'meeting', id: ctx.access.meetingId });
  throw notFound();
}

export const treatmentProgrammeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    `${TREATMENT_PROGRAMME_BASE}/Programme/`,
    route.patientData('meeting', 'meetingId', 'treatment_programme.offers', {
      summary:
        "The programmes the meeting's patient can start, titles in the clinician's language; alreadyActive when one runs. 403 unless a psychologist or mental-health clinician in Sweden or the UK",
      querystring: ProgrammeOffersQuery,
      response: ProgrammeOffersResponse,
      errors: [403],
      in: 'query',
    }),
    async (request) => {
      const ctx = meetingContext(db, request);
      await requireMeetingPatient(ctx, request.query.userId, 'treatment_programme.offers');
      return { treatmentProgrammes: await programmeOffers(ctx) };
    },
  );

  app.post(
    `${TREATMENT_PROGRAMME_BASE}/CarePlan`,
    route.patientData('meeting', 'meetingId', 'care_plan.start', {
      summary:
        "Starts a programme for the meeting's patient (201): the first module unlocked, the rest locked, its exercises kept; its conversation is the meeting's. requestId is the care plan's id: a repeat answers it. 409 treatment_programme_already_active; 422 unknown_treatment_programme",
      body: StartCarePlanBody,
      response: CarePlanResponse,
      status: 201,
      errors: [403, 409, 422],
      in: 'body',
    }),
    async (request, reply) => {
      const ctx = meetingContext(db, request);
      await requireMeetingPatient(ctx, request.body.userId, 'care_plan.start');
      const { carePlan } = await startCarePlan(ctx, request.body, new Date());
      return reply.code(201).send({ carePlan });
    },
  );

  app.post(
    `${TREATMENT_PROGRAMME_BASE}/CarePlan/_search`,
    route.patientData('patient', 'userId', 'care_plan.search', {
      summary: "The patient's programmes (identifiers ICBT_.+), newest first; with states, only those",
      body: SearchCarePlansBody,
      response: CarePlansResponse,
      errors: [403],
      in: 'body',
    }),
    async (request) => ({ carePlans: await searchCarePlans(patientContext(db, request), request.body.states) }),
  );

  app.patch(
    `${TREATMENT_PROGRAMME_BASE}/CarePlan/:id`,
    route.patientData('care-plan', 'id', 'care_plan.end', {
      summary: 'Ends the programme. 409 treatment_programme_invalid_state when it is ended already',
      body: PatchCarePlanBody,
      response: CarePlanResponse,
      errors: [403, 409],
    }),
    async (request) => ({ carePlan: await endCarePlan(patientContext(db, request), request.params.id, new Date()) }),
  );

  app.patch(
    `${TREATMENT_PROGRAMME_BASE}/Module/:id`,
    route.patientData('care-plan', 'id', 'care_plan_module.unlock', {
      summary:
        'Unlocks a module ready to unlock (enabled) for the patient, from today at its first step; answers its programme. 409 treatment_programme_invalid_state otherwise, or when the programme is ended',
      body: PatchModuleBody,
      response: CarePlanResponse,
      errors: [403, 409],
    }),
    async (request) => ({
      carePlan: await unlockModule(patientContext(db, request), request.params.id, new Date()),
    }),
  );

  app.patch(
    `${TREATMENT_PROGRAMME_BASE}/CarePlan/:id/conversation`,
    route.patientData('care-plan', 'id', 'care_plan.conversation', {
      summary:
        "Pauses the programme's conversation (the patient can no longer write) or reopens it. 409 once the programme is ended",
      body: PatchConversationBody,
      response: CarePlanResponse,
      errors: [403, 409],
    }),
    async (request) => ({
      carePlan: await setCarePlanConversation(patientContext(db, request), request.params.id, request.body.state),
    }),
  );

  app.post(
    `${TREATMENT_PROGRAMME_BASE}/CarePlan/:carePlanId/link`,
    route.patientData('care-plan', 'carePlanId', 'care_plan.link', {
      summary:
        'A new link to the programme for the patient (201), /programme/{token}: the link before stops working. It works 180 days, or until 30 days after the programme ended if sooner. 409 treatment_programme_invalid_state once the programme ended more than 30 days ago',
      response: ProgrammeLinkResponse,
      status: 201,
      errors: [403, 409],
    }),
    async (request, reply) =>
      reply
        .code(201)
        .send(await createProgrammeLink(patientContext(db, request), request.params.carePlanId, new Date())),
  );

  app.get(
    `${TREATMENT_PROGRAMME_BASE}/CarePlan/:carePlanId/link`,
    route.patientData('care-plan', 'carePlanId', 'care_plan.link_read', {
      summary:
        "The programme's live link: when it was made and until when it works ({link: null} when none works). Its token is stored hashed and is never shown again",
      response: ProgrammeLinkState,
      errors: [403],
    }),
    async (request) => programmeLinkState(patientContext(db, request), request.params.carePlanId, new Date()),
  );

  app.get(
    `${TREATMENT_PROGRAMME_BASE}/clinicians/notes`,
    route.patientData('patient', 'userId', 'care_plan_note.read', {
      summary: "The clinicians' notes on the patient's programmes, newest first",
      querystring: CarePlanNotesQuery,
      response: CarePlanNotesResponse,
      errors: [403],
      in: 'query',
    }),
    async (request) => ({ notes: await listNotes(patientContext(db, request)) }),
  );

  app.post(
    `${TREATMENT_PROGRAMME_BASE}/CarePlan/:id/note`,
    route.patientData('care-plan', 'id', 'care_plan_note.save', {
      summary: "Writes the clinician's note on the programme, replacing the one before",
      body: CarePlanNoteBody,
      response: CarePlanNote,
      errors: [403],
    }),
    async (request) => saveNote(patientContext(db, request), request.params.id, request.body.note, new Date()),
  );

  app.delete(
    `${TREATMENT_PROGRAMME_BASE}/CarePlan/:id/note`,
    route.patientData('care-plan', 'id', 'care_plan_note.delete', {
      summary: "Removes the programme's note (204); 404 when it has none",
      response: z.null(),
      status: 204,
      errors: [403],
    }),
    async (request, reply) => {
      await removeNote(patientContext(db, request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${TREATMENT_EXERCISE_BASE}/activity-diary/:exerciseId/activities`,
    route.patientData('care-plan', 'exerciseId', 'treatment_exercise.activities_read', {
      summary: "The activity diary's activities between fromTimestamp and toTimestamp (epoch ms), newest first",
      querystring: ActivitiesQuery,
      response: ActivitiesResponse,
      errors: [403],
    }),
    async (request) => ({
      activities: await listActivities(
        patientContext(db, request),
        request.params.exerciseId,
        request.query.fromTimestamp,
        request.query.toTimestamp,
      ),
    }),
  );

  app.get(
    `${TREATMENT_EXERCISE_BASE}/situation-analysis/:exerciseId/situations`,
    route.patientData('care-plan', 'exerciseId', 'treatment_exercise.situations_read', {
      summary: "The patient's situation analyses, newest first",
      response: SituationsResponse,
      errors: [403],
    }),
    async (request) => ({
      situations: await listSituations(patientContext(db, request), request.params.exerciseId),
    }),
  );

  // ——— The patient's side, by either link kind (public routes; the token is their check) ———

  for (const kind of [MEETING_LINK, PROGRAMME_LINK]) {
    app.get(
      `${kind.prefix}/treatment-programmes`,
      kind.route.public({
        summary:
          "The patient's programmes in the page's language, those not ended first (a programme's link: its programme only, a list of one): the modules, and the steps of those unlocked, started or completed with what is done",
        params: z.object({ token }),
        querystring: PatientProgrammesQuery,
        response: PatientProgrammesResponse,
        errors: [429],
      }),
      async (request) => {
        const link = await kind.read(db, request, request.params.token, 'treatment_programme.patient_read');
        return { programmes: await patientProgrammes(db, link, request.query.language) };
      },
    );

    app.post(
      `${kind.prefix}/treatment-programmes/:carePlanId/modules/:moduleId/steps/:stepId`,
      kind.route.public({
        summary:
          'The patient marks a step done (a questionnaire with its answers); answers the programme. 404 (audited denied) unless a programme the link reaches; 409 treatment_programme_invalid_state unless the module is unlocked or started in an active programme',
        params: z.object({ token, carePlanId: id, moduleId: id, stepId: id }),
        querystring: PatientProgrammesQuery,
        body: CompleteStepBody,
        response: PatientProgramme,
        errors: [409, 422, 429],
      }),
      async (request) => {
        const { carePlanId, moduleId, stepId } = request.params;
        return kind.write(db, request, request.params.token, 'treatment_programme.patient_step', (link) =>
          completeStep(
            db,
            request,
            link,
            { carePlanId, moduleId, stepId },
            request.body,
            request.query.language,
            new Date(),
          ),
        );
      },
    );

    app.post(
      `${kind.prefix}/treatment-exercise/activity-diary/:exerciseId/activities`,
      kind.route.public({
        summary:
          "The patient writes an activity in the programme's diary (201); 404 unless an exercise the link reaches, of a programme not ended; 422 when dated outside the diary",
        params: z.object({ token, exerciseId: id }),
        body: NewActivityBody,
        response: DiaryActivity,
        status: 201,
        errors: [422, 429],
      }),
      async (request, reply) => {
        const added = await kind.write(
          db,
          request,
          request.params.token,
          'treatment_exercise.patient_activity',
          (link) => addActivity(db, request, link, request.params.exerciseId, request.body, new Date()),
        );
        return reply.code(201).send(added);
      },
    );

    app.post(
      `${kind.prefix}/treatment-exercise/situation-analysis/:exerciseId/situations`,
      kind.route.public({
        summary:
          'The patient writes a situation analysis (201); 404 unless an exercise the link reaches, of a programme not ended',
        params: z.object({ token, exerciseId: id }),
        body: NewSituationBody,
        response: SituationAnalysis,
        status: 201,
        errors: [429],
      }),
      async (request, reply) => {
        const added = await kind.write(
          db,
          request,
          request.params.token,
          'treatment_exercise.patient_situation',
          (link) => addSituation(db, request, link, request.params.exerciseId, request.body, new Date()),
        );
        return reply.code(201).send(added);
      },
    );
  }

  // ——— The programme's own link: what the page shows first, and its conversation ———

  const programmeRoute = PROGRAMME_LINK.route;
  const PROGRAMME = PROGRAMME_LINK.prefix;

  app.get(
    PROGRAMME,
    programmeRoute.public({
      summary:
        "What the programme page shows first: the psychologist, until when the link works, the page's language and the programme's state (an ended programme's link opens read-only). 404 link_invalid for an unknown, expired or revoked link",
      params: z.object({ token }),
      response: ProgrammeLinkInfo,
      errors: [429],
    }),
    async (request) => openProgrammeLink(db, request, request.params.token),
  );

  app.get(
    `${PROGRAMME}/messages`,
    programmeRoute.public({
      summary: "The programme conversation's messages for the patient; showing them marks the psychologist's as read",
      params: z.object({ token }),
      response: ConversationMessagesResponse,
      errors: [429],
    }),
    async (request) => {
      const { carePlanId } = await requireProgrammeLink(db, request, request.params.token, 'message.read');
      return patientConversation(db, request, { carePlanId });
    },
  );

  app.post(
    `${PROGRAMME}/messages`,
    programmeRoute.public({
      summary:
        'The patient writes to the psychologist in the programme conversation (201); 409 treatment_programme_conversation_closed while it is paused or once the programme ended',
      params: z.object({ token }),
      body: PostConversationMessageBody,
      response: ConversationMessage,
      status: 201,
      errors: [409, 429],
    }),
    async (request, reply) => {
      const sent = await writeOnProgrammeLink(db, request, request.params.token, 'message.send', ({ carePlanId }) =>
        postPatientMessage(db, request, { carePlanId }, request.body),
      );
      return reply.code(201).send(sent);
    },
  );
};
