import {
  ConsultationSearch,
  type Meeting,
  PAYG_ERROR_KEYS,
  PAYG_PDF_MAX_BYTES,
  type PaygPrescription,
  paygUploadProblem,
  postcodeDistrict,
} from '@konsult/domain';
import { Alert, Anchor, Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useSearch } from '@tanstack/react-router';
import { type ChangeEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { useRequestId } from '../../../lib/use-request-id';
import { RequestErrorBanner } from '../../../ui/error-state';
import {
  paygPdfPath,
  pharmacyMapPath,
  useMeetingPaygPrescriptions,
  useSendPaygPrescription,
  useUploadPaygPrescription,
} from '../api/payg-prescriptions';
import './payg-prescription.css';

type Step = 'instructions' | 'upload' | 'sent';
type UploadRefusal = 'tooLarge' | 'notPdf' | 'failed';

/** What the server's refusal of an upload says (seed 000 §8: file too large; a generic error otherwise). */
function refusalOf(error: unknown): UploadRefusal {
  if (!isApiError(error)) return 'failed';
  if (error.key === PAYG_ERROR_KEYS.fileTooLarge || error.status === 413) return 'tooLarge';
  if (error.key === PAYG_ERROR_KEYS.notAPdf || error.status === 415) return 'notPdf';
  return 'failed';
}

/** The browser's own check first (size, then the file's first bytes), as the server checks again. */
async function checkFile(file: File): Promise<UploadRefusal | null> {
  if (file.size > PAYG_PDF_MAX_BYTES) return 'tooLarge';
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const problem = paygUploadProblem(file.size, head);
  return problem === 'file_too_large' ? 'tooLarge' : problem === 'not_a_pdf' ? 'notPdf' : null;
}

/**
 * Seed 000 §2 `redirectToMap` ("optional, used by the UK prescription action"), from the consultation's typed search:
 * present (any value but an explicit "0" or "false"), the map opens once the prescription is sent; a value that is a
 * UK postcode is the one the map is for.
 */
function useRedirectToMap(): { present: boolean; postcode: string | null } {
  const raw: Record<string, unknown> = useSearch({ strict: false });
  // The consultation route's own schema for it (as lib/consultation-dialog.ts reads its flags): text or undefined.
  const value = ConsultationSearch.shape.redirectToMap.parse(raw.redirectToMap);
  return useMemo(() => {
    const present = value !== undefined && !['0', 'false'].includes(value);
    const text = value?.trim() ?? '';
    return { present, postcode: present && postcodeDistrict(text) ? text : null };
  }, [value]);
}

/**
 * The UK pay-as-you-go prescription (seed 000 §4, §5; issue 19): step 1 says what it is; step 2 takes the signed
 * prescription as a PDF, shows it, and sends it once the GP has ticked that the signature and the patient's name are
 * right; then it is in the patient's messages, with a link to the pharmacies near them (opened by itself when the
 * consultation's address has `redirectToMap`, seed 000 §2).
 *
 * An upload not sent stays with the meeting (never in taken actions): the panel opened again goes straight to it, to
 * check and send; a new file replaces it on the server, so there is at most one unsent upload.
 */
export function PaygPrescriptionPanel({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('instructions');
  const [prescription, setPrescription] = useState<PaygPrescription | null>(null);
  const [mapBlocked, setMapBlocked] = useState(false);
  const list = useMeetingPaygPrescriptions(meeting.id);
  const unsent = list.data?.prescriptions.filter((p) => p.status === 'UPLOADED').at(-1) ?? null;
  const redirectToMap = useRedirectToMap();
  // The map is for the patient's postcode; `redirectToMap` may name another postcode to use instead.
  const patientPostcode = meeting.user.address?.zip?.trim() || null;
  const mapPostcode = redirectToMap.postcode ?? patientPostcode;
  const mapHref = pharmacyMapPath(mapPostcode);
  // Reopened with an unsent upload: straight to it.
  const shown: Step = step === 'instructions' && unsent ? 'upload' : step;

  const onSent = (sent: PaygPrescription) => {
    setPrescription(sent);
    setStep('sent');
    setMapBlocked(false);
    if (!redirectToMap.present) return;
    // Opened after an awaited send, a browser may block it as a popup (null): then the link says so.
    const tab = window.open(mapHref, '_blank');
    if (tab) tab.opener = null;
    else setMapBlocked(true);
  };

  return (
    <Stack gap="md" className="payg-prescription">
      {shown === 'instructions' && <Instructions onContinue={() => setStep('upload')} />}
      {shown === 'upload' && <UploadAndSend meeting={meeting} unsent={unsent} onSent={onSent} />}
      {shown === 'sent' && prescription && (
        <Stack gap="sm">
          <Alert color="teal" variant="light" role="status">
            {t('ukPaygPrescriptions.sent')}
          </Alert>
          {mapBlocked && (
            <Text size="sm" id="payg-map-blocked">
              {t('ukPaygPrescriptions.mapBlocked')}
            </Text>
          )}
          <Group gap="md">
            <Anchor
              href={mapHref}
              target="_blank"
              rel="noopener"
              aria-describedby={mapBlocked ? 'payg-map-blocked' : undefined}
            >
              {t('ukPaygPrescriptions.findPharmacy')}
            </Anchor>
            <Anchor href={paygPdfPath(meeting.id, prescription.id)} target="_blank" rel="noopener">
              {t('ukPaygPrescriptions.preview.open')}
            </Anchor>
          </Group>
          <Group>
            <Button
              variant="default"
              onClick={() => {
                setPrescription(null);
                setMapBlocked(false);
                setStep('upload');
              }}
            >
              {t('ukPaygPrescriptions.another')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}

function Instructions({ onContinue }: { onContinue: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-label={t('ukPaygPrescriptions.steps.instructions')}>
      <Title order={3} size="h5">
        {t('ukPaygPrescriptions.steps.instructions')}
      </Title>
      <Text size="sm">{t('ukPaygPrescriptions.instructions.what')}</Text>
      <Text size="sm">{t('ukPaygPrescriptions.instructions.how')}</Text>
      <Text size="sm" fw={600}>
        {t('ukPaygPrescriptions.instructions.signed')}
      </Text>
      <Group>
        <Button onClick={onContinue}>{t('ukPaygPrescriptions.instructions.continue')}</Button>
      </Group>
    </Stack>
  );
}

/** The same file again (a retry) keeps its request id; another file gets a new one. */
const fileIdentity = (file: File) => `${file.name}\u0000${file.size}\u0000${file.lastModified}`;

function UploadAndSend({
  meeting,
  unsent,
  onSent,
}: {
  meeting: Meeting;
  unsent: PaygPrescription | null;
  onSent: (sent: PaygPrescription) => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const upload = useUploadPaygPrescription(meeting.id, meeting.patientId);
  const send = useSendPaygPrescription(meeting.id);
  const requestId = useRequestId();
  // The file of an upload that failed: "Try again" sends it again, under the same request id.
  const [lastFile, setLastFile] = useState<{ file: File; identity: string } | null>(null);
  // undefined: no file chosen here yet, so the meeting's unsent upload (if any) is the one shown.
  const [chosen, setChosen] = useState<PaygPrescription | null | undefined>(undefined);
  const [refusal, setRefusal] = useState<UploadRefusal | null>(null);
  const [checking, setChecking] = useState(false);
  const [signatureVerified, setSignatureVerified] = useState(false);
  const [patientNameVerified, setPatientNameVerified] = useState(false);
  const uploaded = chosen === undefined ? unsent : chosen;

  const uploadFile = async (file: File) => {
    const identity = fileIdentity(file);
    if (lastFile?.identity !== identity) requestId.renew();
    setLastFile({ file, identity });
    setRefusal(null);
    setChosen(null);
    setSignatureVerified(false);
    setPatientNameVerified(false);
    send.reset();
    setChecking(true);
    try {
      const problem = await checkFile(file);
      if (problem) {
        setRefusal(problem);
        return;
      }
      const answer = await upload.mutateAsync({ file, requestId: requestId.current() });
      requestId.renew();
      setLastFile(null);
      setChosen(answer.prescription);
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setChecking(false);
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (file) void uploadFile(file);
  };

  const verified = signatureVerified && patientNameVerified;
  const submit = () => {
    if (!uploaded || !verified) return;
    send.mutate(
      { id: uploaded.id, body: { signatureVerified, patientNameVerified } },
      { onSuccess: (answer) => onSent(answer.prescription) },
    );
  };

  return (
    <Stack gap="sm" component="section" aria-label={t('ukPaygPrescriptions.steps.upload')}>
      <Title order={3} size="h5">
        {t('ukPaygPrescriptions.steps.upload')}
      </Title>
      <div className="payg-prescription__file">
        <label htmlFor={inputId}>{t('ukPaygPrescriptions.upload.file')}</label>
        <input
          id={inputId}
          type="file"
          accept="application/pdf,.pdf"
          aria-describedby={hintId}
          aria-invalid={refusal !== null}
          disabled={checking || send.isPending}
          onChange={choose}
        />
        <Text size="xs" c="gray.7" id={hintId}>
          {t('ukPaygPrescriptions.upload.fileHint')}
        </Text>
      </div>
      {checking && (
        <Text size="sm" role="status">
          {t('ukPaygPrescriptions.upload.uploading')}
        </Text>
      )}
      <RequestErrorBanner message={refusal ? t(`ukPaygPrescriptions.upload.${refusal}`) : null} />
      {refusal === 'failed' && lastFile && !checking && (
        <Group>
          <Button variant="default" size="xs" onClick={() => void uploadFile(lastFile.file)}>
            {t('ukPaygPrescriptions.upload.retry')}
          </Button>
        </Group>
      )}
      {uploaded && (
        <Stack gap="sm">
          {chosen === undefined && (
            <Text size="sm" role="status">
              {t('ukPaygPrescriptions.upload.resumed')}
            </Text>
          )}
          <iframe
            className="payg-prescription__preview"
            title={t('ukPaygPrescriptions.preview.title')}
            src={paygPdfPath(meeting.id, uploaded.id)}
          />
          <Group gap="md">
            <Anchor href={paygPdfPath(meeting.id, uploaded.id)} target="_blank" rel="noopener" size="sm">
              {t('ukPaygPrescriptions.preview.open')}
            </Anchor>
            {uploaded.pageCount !== null && (
              <Text size="sm" c="gray.7">
                {t('ukPaygPrescriptions.preview.pages', { count: uploaded.pageCount })}
              </Text>
            )}
          </Group>
          <Checkbox
            label={t('ukPaygPrescriptions.verify.signature')}
            checked={signatureVerified}
            onChange={(event) => setSignatureVerified(event.currentTarget.checked)}
          />
          <Checkbox
            label={t('ukPaygPrescriptions.verify.patientName')}
            checked={patientNameVerified}
            onChange={(event) => setPatientNameVerified(event.currentTarget.checked)}
          />
          {!verified && (
            <Text size="xs" c="gray.7">
              {t('ukPaygPrescriptions.verify.hint')}
            </Text>
          )}
          <RequestErrorBanner message={send.isError ? t('ukPaygPrescriptions.sendFailed') : null} />
          <Group>
            <Button onClick={submit} disabled={!verified} loading={send.isPending}>
              {t('ukPaygPrescriptions.send')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
