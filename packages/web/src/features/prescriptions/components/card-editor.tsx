import {
  describeDosage,
  DISPENSE_INTERVAL_UNITS,
  dosageFormProblems,
  dosageFromForm,
  prescriptionCardProblems,
  type PrescriptionWarning,
  type Meeting,
  type DispenseIntervalUnit,
} from '@konsult/domain';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DosageFields } from '../../../ui/medication/dosage-fields';
import { ReasonPicker } from '../../../ui/medication/reason-picker';
import { useSaveFavourite, useSendPrescription } from '../api/mutations';
import { useJanusmed, usePrescriptionWarnings } from '../api/queries';
import { cardBody, favouriteCard, type CardForm } from './card-form';
import { PinDialog } from './pin-dialog';
import { prescriptionFailure } from './prescription-errors';

/**
 * The prescription card (seed 002 §3) for one product: package, amount, dosage, purpose, dispensing, benefit, and
 * the warnings to confirm before signing with the PIN. Nothing typed is lost when sending fails.
 */
export function CardEditor({
  meeting,
  form,
  onChange,
  onSent,
  onDiscard,
  exchangeAvailable,
}: {
  meeting: Meeting;
  form: CardForm;
  onChange: (form: CardForm) => void;
  onSent: (summary: string) => void;
  onDiscard: () => void;
  exchangeAvailable: boolean;
}) {
  const { t, i18n } = useTranslation();
  const send = useSendPrescription(meeting);
  const warningsQuery = usePrescriptionWarnings(meeting.patientId, form.product.nplId, form.renewalItemId);
  const warnings: PrescriptionWarning[] = warningsQuery.data?.warnings ?? [];
  const [tried, setTried] = useState(false);
  const [signing, setSigning] = useState(false);
  const [favouriteName, setFavouriteName] = useState<string | null>(null);
  const language = i18n.language === 'sv' ? 'sv' : 'en';
  const unit = form.product.dosages[0]!;
  const set = (patch: Partial<CardForm>) => onChange({ ...form, ...patch });

  const dosageProblems = tried ? dosageFormProblems(form.dosage) : [];
  const body = cardBody(
    form,
    warnings.map((w) => w.kind),
  );
  const cardProblems = body
    ? prescriptionCardProblems(
        {
          dosage: body.dosage as Parameters<typeof prescriptionCardProblems>[0]['dosage'],
          firstDispenseValidityEnd: body.firstDispenseValidityEnd,
          numberOfDispenses: body.numberOfDispenses,
          dispenseIntervalQuantity: body.dispenseIntervalQuantity ?? null,
          dispenseIntervalUnit: body.dispenseIntervalUnit ?? null,
        },
        form.today,
      ).filter((p) => !p.path.startsWith('dosage.'))
    : [];
  const problemOf = (path: string) => {
    if (!tried) return undefined;
    const problem = cardProblems.find((p) => p.path === path);
    return problem
      ? t(`prescriptions.card.problems.${problem.code}` as 'prescriptions.card.problems.invalid_day')
      : undefined;
  };
  const missing = {
    description: form.description.trim() === '',
    reasons: form.reasons.length === 0,
    packages: form.numberOfPackages === '' || form.numberOfPackages < 1,
    dispenses: form.numberOfDispenses === '' || form.numberOfDispenses < 1,
    confirmations: warnings.filter((w) => (form.confirmations[w.kind] ?? '').trim() === ''),
  };
  const ready =
    body !== null &&
    dosageFormProblems(form.dosage).length === 0 &&
    cardProblems.length === 0 &&
    !missing.description &&
    !missing.reasons &&
    !missing.packages &&
    !missing.dispenses &&
    missing.confirmations.length === 0 &&
    !warningsQuery.isPending;

  const dosage = dosageFromForm(form.dosage);
  const dosageText = dosage ? describeDosage(dosage, unit, language) : '';
  const pack = form.product.packages.find((p) => p.nplPackId === form.nplPackId);

  return (
    <form
      noValidate
      aria-label={t('prescriptions.card.label', { name: form.product.tradeName })}
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (ready) setSigning(true);
      }}
    >
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={4}>{form.product.tradeName}</Title>
          <Text size="sm" c="gray.7">
            {form.product.drugFormTextSv} · {form.product.marketingAuthHolder} · {form.product.atcCode}
          </Text>
        </Stack>

        {warnings.map((warning) => (
          <Alert
            key={warning.kind}
            color="orange"
            variant="light"
            role="alert"
            title={t(`prescriptions.warnings.${warning.kind}.title`)}
          >
            <Stack gap="xs">
              <Text size="sm">{t(`prescriptions.warnings.${warning.kind}.body`, { matched: warning.matched })}</Text>
              <Textarea
                label={t('prescriptions.warnings.reason')}
                autosize
                minRows={1}
                maxLength={500}
                value={form.confirmations[warning.kind] ?? ''}
                onChange={(event) =>
                  set({ confirmations: { ...form.confirmations, [warning.kind]: event.currentTarget.value } })
                }
                error={
                  tried && missing.confirmations.includes(warning)
                    ? t('prescriptions.warnings.reasonRequired')
                    : undefined
                }
              />
            </Stack>
          </Alert>
        ))}

        <Janusmed nplId={form.product.nplId} />

        <Group grow align="flex-start">
          <Select
            label={t('prescriptions.card.package')}
            data={form.product.packages.map((p) => ({ value: p.nplPackId, label: p.size }))}
            value={form.nplPackId}
            allowDeselect={false}
            onChange={(value) => {
              const chosen = form.product.packages.find((p) => p.nplPackId === value);
              if (chosen)
                set({ nplPackId: chosen.nplPackId, withinBenefit: form.withinBenefit && chosen.withinBenefit });
            }}
          />
          <NumberInput
            label={t('prescriptions.card.numberOfPackages')}
            min={1}
            max={99}
            allowDecimal={false}
            allowNegative={false}
            value={form.numberOfPackages}
            onChange={(value) => set({ numberOfPackages: typeof value === 'number' ? value : '' })}
            error={tried && missing.packages ? t('prescriptions.card.problems.packages') : undefined}
          />
        </Group>

        <DosageFields
          form={form.dosage}
          onChange={(dosageForm) => set({ dosage: dosageForm })}
          problems={dosageProblems}
          unit={unit}
        />
        <Textarea
          label={t('medication-list.dosage.additionalInstructions')}
          autosize
          minRows={1}
          maxLength={2000}
          value={form.dosage.additionalInstructions}
          onChange={(event) => set({ dosage: { ...form.dosage, additionalInstructions: event.currentTarget.value } })}
        />
        {dosageText ? (
          <Text size="sm">
            {t('prescriptions.card.dosageText')}: {dosageText}
          </Text>
        ) : null}

        <ReasonPicker
          nplId={form.product.nplId}
          drugName={form.product.tradeName}
          reasons={form.reasons}
          onChange={(reasons) =>
            set({
              reasons,
              description:
                form.description === '' && reasons[0]
                  ? t('prescriptions.card.purposeFrom', { reason: reasons[0].text })
                  : form.description,
            })
          }
          error={tried && missing.reasons ? t('medication-list.reason.required') : undefined}
        />
        <TextInput
          label={t('prescriptions.card.description')}
          description={t('prescriptions.card.descriptionHint')}
          required
          maxLength={200}
          value={form.description}
          onChange={(event) => set({ description: event.currentTarget.value })}
          error={tried && missing.description ? t('prescriptions.card.problems.description') : undefined}
        />

        <Group grow align="flex-start">
          <NumberInput
            label={t('prescriptions.card.numberOfDispenses')}
            min={1}
            max={99}
            allowDecimal={false}
            allowNegative={false}
            value={form.numberOfDispenses}
            onChange={(value) => set({ numberOfDispenses: typeof value === 'number' ? value : '' })}
            error={tried && missing.dispenses ? t('prescriptions.card.problems.dispenses') : undefined}
          />
          <NumberInput
            label={t('prescriptions.card.interval')}
            min={1}
            max={365}
            allowDecimal={false}
            allowNegative={false}
            value={form.intervalQuantity}
            onChange={(value) => set({ intervalQuantity: typeof value === 'number' ? value : '' })}
            error={problemOf('dispenseIntervalQuantity')}
          />
          <Select
            label={t('prescriptions.card.intervalUnit')}
            data={DISPENSE_INTERVAL_UNITS.map((u) => ({ value: u, label: t(`prescriptions.card.units.${u}`) }))}
            value={form.intervalUnit}
            clearable
            onChange={(value) => set({ intervalUnit: (value as DispenseIntervalUnit | null) ?? null })}
            error={problemOf('dispenseIntervalUnit')}
          />
        </Group>
        <TextInput
          type="date"
          label={t('prescriptions.card.firstDispenseValidityEnd')}
          description={t('prescriptions.card.firstDispenseValidityEndHint')}
          required
          maw="16rem"
          value={form.firstDispenseValidityEnd}
          onChange={(event) => set({ firstDispenseValidityEnd: event.currentTarget.value })}
          error={problemOf('firstDispenseValidityEnd')}
        />
        <Stack gap="xs">
          <Checkbox
            label={t('prescriptions.card.withinBenefit')}
            description={pack && !pack.withinBenefit ? t('prescriptions.card.outsideBenefit') : undefined}
            disabled={!pack?.withinBenefit}
            checked={form.withinBenefit}
            onChange={(event) => set({ withinBenefit: event.currentTarget.checked })}
          />
          <Checkbox
            label={t('prescriptions.card.starterPackage')}
            checked={form.starterPackage}
            onChange={(event) => set({ starterPackage: event.currentTarget.checked })}
          />
          <Checkbox
            label={t('prescriptions.card.substitutionAllowed')}
            checked={form.substitutionAllowed}
            onChange={(event) => set({ substitutionAllowed: event.currentTarget.checked })}
          />
        </Stack>

        {tried && !ready ? (
          <Text size="sm" c="red.8" role="alert">
            {t('prescriptions.card.fixProblems')}
          </Text>
        ) : null}
        <Group justify="space-between">
          <Group gap="sm">
            <Button variant="subtle" onClick={onDiscard}>
              {t('prescriptions.card.discard')}
            </Button>
            <SaveFavourite form={form} name={favouriteName} onName={setFavouriteName} />
          </Group>
          <Button type="submit" disabled={!exchangeAvailable}>
            {t('prescriptions.card.sign')}
          </Button>
        </Group>
      </Stack>

      <PinDialog
        opened={signing}
        title={t('prescriptions.pin.signTitle')}
        summary={
          <Text size="sm">
            {t('prescriptions.pin.signSummary', {
              name: form.product.tradeName,
              form: form.product.drugFormTextSv,
              count: form.numberOfPackages === '' ? 0 : form.numberOfPackages,
              size: pack?.size ?? '',
            })}
          </Text>
        }
        submitLabel={t('prescriptions.pin.sign')}
        pending={send.isPending}
        failure={{ title: t('prescriptions.errors.title'), message: prescriptionFailure(t, send.error) }}
        onClose={() => {
          setSigning(false);
          send.reset();
        }}
        onSubmit={(pin) => {
          if (!body) return;
          send.mutate(
            { pin_code: pin, prescription: body as never },
            {
              onSuccess: ({ prescription }) => {
                setSigning(false);
                onSent(t('prescriptions.sent', { name: prescription.product.tradeName }));
              },
            },
          );
        }}
      />
    </form>
  );
}

/** "Save as favourite": a name, and the card as it stands. */
function SaveFavourite({
  form,
  name,
  onName,
}: {
  form: CardForm;
  name: string | null;
  onName: (name: string | null) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveFavourite();
  const [tags, setTags] = useState('');
  const card = favouriteCard(form);
  if (name === null) {
    return (
      <Button variant="default" disabled={card === null} onClick={() => onName(form.product.tradeName)}>
        {save.isSuccess ? t('prescriptions.favourites.saved') : t('prescriptions.favourites.save')}
      </Button>
    );
  }
  return (
    <Group gap="xs" align="flex-end">
      <TextInput
        label={t('prescriptions.favourites.name')}
        size="xs"
        maxLength={100}
        value={name}
        onChange={(event) => onName(event.currentTarget.value)}
      />
      <TextInput
        label={t('prescriptions.favourites.tags')}
        description={t('prescriptions.favourites.tagsHint')}
        size="xs"
        value={tags}
        onChange={(event) => setTags(event.currentTarget.value)}
      />
      <Button
        size="xs"
        loading={save.isPending}
        disabled={card === null || name.trim() === ''}
        onClick={() =>
          card &&
          save.mutate(
            {
              body: { name: name.trim(), card },
              tags: tags
                .split(',')
                .map((tag) => tag.trim())
                .filter(Boolean)
                .slice(0, 10),
            },
            { onSuccess: () => onName(null) },
          )
        }
      >
        {t('prescriptions.favourites.confirmSave')}
      </Button>
      {save.isError ? (
        <Text size="xs" c="red.8" role="alert">
          {t('prescriptions.favourites.saveError')}
        </Text>
      ) : null}
    </Group>
  );
}

/** Pregnancy and lactation (Janusmed): the FASS category or group, with its text. */
function Janusmed({ nplId }: { nplId: string }) {
  const { t } = useTranslation();
  const texts = useJanusmed(nplId);
  if (!texts.data) return null;
  const docs = [
    ...texts.data.pregnancyDocs.map((doc) => ({ kind: 'pregnancy' as const, ...doc })),
    ...texts.data.lactationDocs.map((doc) => ({ kind: 'lactation' as const, ...doc })),
  ];
  if (docs.length === 0) return null;
  return (
    <details className="prescription-janusmed">
      <summary>{t('prescriptions.janusmed.title')}</summary>
      <Stack gap="xs" mt="xs">
        {docs.map((doc) => (
          <Text key={doc.kind} size="sm">
            <strong>{t(`prescriptions.janusmed.${doc.kind}`, { classification: doc.classification })}</strong>{' '}
            {doc.text}
          </Text>
        ))}
      </Stack>
    </details>
  );
}
