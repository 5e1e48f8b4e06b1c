import {
  formTemplateById,
  missingFields,
  type EntryResponse,
  type EvaluationResponse,
  type FieldNode,
  type FieldValue,
  type FormTemplate,
  type FormValues,
  type MedicalRecordEntry,
} from '@konsult/domain';
import type { TestClient } from './client';

/** A plausible value for a field, as a clinician in a hurry would give it. */
function sample(node: FieldNode): FieldValue {
  switch (node.kind) {
    case 'text':
    case 'textarea':
      return `Written for ${node.name}`;
    case 'single-choice':
      return node.options![0]!.value;
    case 'multi-choice':
      return [node.options![0]!.value];
    case 'checkbox':
      return true;
    case 'number':
      return node.min ?? 0;
    case 'date':
      return '2026-11-21';
    case 'icd10':
      return 'J02.9 Acute sore throat';
  }
}

/** Fills required fields until none is missing (answers may reveal more required fields). */
export function fillRequired(template: FormTemplate, values: FormValues = {}): FormValues {
  const nodes = new Map(template.sections.flatMap((s) => s.nodes.map((n) => [n.name, n] as const)));
  let filled: Record<string, FieldValue | undefined> = { ...values };
  for (let round = 0; round < 20; round++) {
    const missing = missingFields(template, filled);
    if (missing.length === 0) return filled;
    for (const m of missing) filled = { ...filled, [m.name]: sample(nodes.get(m.name)!) };
  }
  throw new Error(`could not complete ${template.id}`);
}

/**
 * Writes the meeting's note and evaluation with every required field filled, through the API as the web app saves
 * them, so that the meeting can be finished (and signed). Answers the saved note.
 */
export async function writeCompleteNote(client: TestClient, meetingId: string): Promise<MedicalRecordEntry> {
  const { templateId, entry } = (await client.get<EntryResponse>(`/api/medicalrecord/v2/entry/${meetingId}`)).body;
  const saved = await client.request<{ entry: MedicalRecordEntry }>('PUT', `/api/medicalrecord/v2/entry/${meetingId}`, {
    values: fillRequired(formTemplateById(templateId), entry?.values ?? {}),
    version: entry?.version ?? 0,
  });
  if (saved.status !== 200) throw new Error(`saving the note answered ${saved.status}: ${saved.text}`);
  const evaluation = (await client.get<EvaluationResponse>(`/api/medicalrecord/evaluation/${meetingId}`)).body;
  if (evaluation.templateId) {
    const answer = await client.request('PUT', `/api/medicalrecord/evaluation/${meetingId}`, {
      values: fillRequired(formTemplateById(evaluation.templateId), evaluation.evaluation?.values ?? {}),
      version: evaluation.evaluation?.version ?? 0,
    });
    if (answer.status !== 200) throw new Error(`saving the evaluation answered ${answer.status}: ${answer.text}`);
  }
  return saved.body.entry;
}
