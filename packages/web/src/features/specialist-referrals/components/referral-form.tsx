import { Button, Checkbox, NativeSelect, Radio, Group, Text, Textarea, TextInput } from '@mantine/core';
import {
  SPECIALIST_REFERRAL_LIMITS as LIMITS,
  SPECIALIST_TYPE_IDS,
  type Meeting,
  type SpecialistTypeId,
  type SpecialistUnitsResponse,
  unitsReceiving,
} from '@konsult/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { ActionForm } from '../../../ui/action-form';
import { SuccessNotice } from '../../../ui/success-notice';
import { useSendSpecialistReferral } from '../api/use-send-specialist-referral';
import { PhotoPicker } from './photo-picker';

type Recipient = 'unit' | 'external';

type Draft = {
  typeId: SpecialistTypeId | '';
  recipient: Recipient;
  unitId: string;
  external: string;
  purposeTitle: string;
  purposeBody: string;
  imageIds: string[];
  readJournalConsent: boolean;
  useFreeChoiceOfCare: boolean;
  infoToAdmin: string;
};

const EMPTY: Draft = {
  typeId: '',
  recipient: 'unit',
  unitId: '',
  external: '',
  purposeTitle: '',
  purposeBody: '',
  imageIds: [],
  readJournalConsent: false,
  useFreeChoiceOfCare: false,
  infoToAdmin: '',
};

type Field = 'type' | 'unit' | 'external' | 'purposeTitle' | 'purposeBody' | 'infoToAdmin';

/** What the form lacks before it can be sent, by field (the same bounds as the server's schema). */
function missing(draft: Draft): Field[] {
  const fields: Field[] = [];
  const within = (value: string, max: number) => value.trim() !== '' && value.trim().length <= max;
  if (draft.typeId === '') fields.push('type');
  if (draft.recipient === 'unit' && draft.unitId === '') fields.push('unit');
  if (draft.recipient === 'external' && !within(draft.external, LIMITS.externalSpecialistInfo)) fields.push('external');
  if (!within(draft.purposeTitle, LIMITS.purposeTitle)) fields.push('purposeTitle');
  if (!within(draft.purposeBody, LIMITS.purposeBody)) fields.push('purposeBody');
  if (draft.infoToAdmin.trim().length > LIMITS.infoToAdmin) fields.push('infoToAdmin');
  return fields;
}

const REFUSALS = ['unit_does_not_receive_type', 'unknown_unit', 'image_not_of_meeting'] as const;

/**
 * The referral (seed 002 §3): specialty, then a unit that receives it or a specialist outside the list, the purpose,
 * the patient's photos, consents and a note for the unit's administration. A refused or failed send keeps everything
 * typed; a sent one empties the form and says where it went.
 */
export function SpecialistReferralForm({
  meeting,
  catalogue,
  timeZone,
  onUnitsChanged,
}: {
  meeting: Meeting;
  catalogue: SpecialistUnitsResponse;
  timeZone: string;
  /** A unit was refused as closed: the list is fetched again. */
  onUnitsChanged: () => void;
}) {
  const { t } = useTranslation();
  const send = useSendSpecialistReferral(meeting.id, meeting.patientId);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [attempted, setAttempted] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  const units = unitsReceiving(catalogue.specialistUnits, draft.typeId === '' ? null : draft.typeId);
  const unit = units.find((u) => u.id === draft.unitId) ?? null;
  const problems = attempted ? missing(draft) : [];
  const issue = (field: Field) => (problems.includes(field) ? t(`specialistReferrals.issues.${field}`) : undefined);
  const typeName = draft.typeId === '' ? '' : t(`specialistReferrals.types.${draft.typeId}`);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (missing(draft).length > 0 || draft.typeId === '') return;
    send.mutate(
      {
        meetingId: meeting.id,
        patientId: meeting.patientId,
        specialistTypeId: draft.typeId,
        specialistUnitId: draft.recipient === 'unit' ? draft.unitId : null,
        externalSpecialistInfo: draft.recipient === 'external' ? draft.external : null,
        purposeTitle: draft.purposeTitle,
        purposeBody: draft.purposeBody,
        imageIds: draft.imageIds,
        readJournalConsent: draft.readJournalConsent,
        useFreeChoiceOfCare: draft.useFreeChoiceOfCare,
        infoToAdmin: draft.infoToAdmin,
      },
      {
        // Named from the answer: a retry after a lost answer is answered with the referral sent the first time.
        onSuccess: ({ specialistReferral: sent }) => {
          setDraft(EMPTY);
          setAttempted(false);
          setSentTo(sent.specialistUnit?.name ?? sent.externalSpecialistInfo ?? '');
        },
        onError: (error) => {
          if (isApiError(error) && error.issues.some((i) => i.code === 'unknown_unit')) onUnitsChanged();
        },
      },
    );
  };

  return (
    <ActionForm
      label={t('specialistReferrals.formLabel')}
      onSubmit={submit}
      failure={{ message: send.isError ? t(refusalKey(send.error)) : null }}
      actions={
        <Button type="submit" loading={send.isPending}>
          {t('specialistReferrals.submit')}
        </Button>
      }
    >
      {sentTo !== null ? (
        <SuccessNotice onClose={() => setSentTo(null)}>
          {t('specialistReferrals.sent', { recipient: sentTo })}
        </SuccessNotice>
      ) : null}
      <Text size="sm">{t('specialistReferrals.intro')}</Text>
      <NativeSelect
        label={t('specialistReferrals.type')}
        required
        value={draft.typeId}
        error={issue('type')}
        onChange={(event) => {
          const typeId = event.currentTarget.value as SpecialistTypeId | '';
          const stillReceives = unitsReceiving(catalogue.specialistUnits, typeId === '' ? null : typeId).some(
            (u) => u.id === draft.unitId,
          );
          set({ typeId, unitId: stillReceives ? draft.unitId : '' });
        }}
        data={[
          { value: '', label: t('specialistReferrals.typePlaceholder'), disabled: true },
          ...SPECIALIST_TYPE_IDS.map((id) => ({ value: id, label: t(`specialistReferrals.types.${id}`) })),
        ]}
      />
      <Radio.Group
        label={t('specialistReferrals.recipient')}
        value={draft.recipient}
        onChange={(value) => set({ recipient: value as Recipient })}
      >
        <Group gap="md" mt={4}>
          <Radio value="unit" label={t('specialistReferrals.recipientKind.unit')} />
          <Radio value="external" label={t('specialistReferrals.recipientKind.external')} />
        </Group>
      </Radio.Group>
      {draft.recipient === 'unit' ? (
        draft.typeId !== '' && units.length === 0 ? (
          <Text size="sm" role="status">
            {t('specialistReferrals.noUnits', { type: typeName })}
          </Text>
        ) : (
          <NativeSelect
            label={t('specialistReferrals.unit')}
            required
            disabled={draft.typeId === ''}
            value={draft.unitId}
            error={issue('unit')}
            description={unit ? t('specialistReferrals.visitingAddress', { address: unit.visitingAddress }) : undefined}
            onChange={(event) => set({ unitId: event.currentTarget.value })}
            data={[
              { value: '', label: t('specialistReferrals.unitPlaceholder'), disabled: true },
              ...units.map((u) => ({ value: u.id, label: u.name })),
            ]}
          />
        )
      ) : (
        <Textarea
          label={t('specialistReferrals.external')}
          description={t('specialistReferrals.externalHint')}
          required
          autosize
          minRows={2}
          maxLength={LIMITS.externalSpecialistInfo}
          value={draft.external}
          error={issue('external')}
          onChange={(event) => set({ external: event.currentTarget.value })}
        />
      )}
      <TextInput
        label={t('specialistReferrals.purposeTitle')}
        description={t('specialistReferrals.purposeTitleHint')}
        required
        maxLength={LIMITS.purposeTitle}
        value={draft.purposeTitle}
        error={issue('purposeTitle')}
        onChange={(event) => set({ purposeTitle: event.currentTarget.value })}
      />
      <Textarea
        label={t('specialistReferrals.purposeBody')}
        description={t('specialistReferrals.purposeBodyHint')}
        required
        autosize
        minRows={5}
        maxLength={LIMITS.purposeBody}
        value={draft.purposeBody}
        error={issue('purposeBody')}
        onChange={(event) => set({ purposeBody: event.currentTarget.value })}
      />
      <PhotoPicker
        meetingId={meeting.id}
        timeZone={timeZone}
        chosen={draft.imageIds}
        onChange={(imageIds) => set({ imageIds })}
      />
      <Checkbox
        label={t('specialistReferrals.readJournalConsent')}
        checked={draft.readJournalConsent}
        onChange={(event) => set({ readJournalConsent: event.currentTarget.checked })}
      />
      <Checkbox
        label={t('specialistReferrals.useFreeChoiceOfCare')}
        checked={draft.useFreeChoiceOfCare}
        onChange={(event) => set({ useFreeChoiceOfCare: event.currentTarget.checked })}
      />
      <Textarea
        label={t('specialistReferrals.infoToAdmin')}
        description={t('specialistReferrals.infoToAdminHint')}
        autosize
        minRows={2}
        maxLength={LIMITS.infoToAdmin}
        value={draft.infoToAdmin}
        error={issue('infoToAdmin')}
        onChange={(event) => set({ infoToAdmin: event.currentTarget.value })}
      />
    </ActionForm>
  );
}

/** The catalogue key of what the server refused: the referral's own reasons, else by status. */
function refusalKey(
  error: unknown,
): `specialistReferrals.refused.${(typeof REFUSALS)[number] | 'forbidden' | 'other'}` {
  if (isApiError(error)) {
    const known = REFUSALS.find((code) => error.issues.some((i) => i.code === code));
    if (known) return `specialistReferrals.refused.${known}`;
    if (error.status === 403) return 'specialistReferrals.refused.forbidden';
  }
  return 'specialistReferrals.refused.other';
}
