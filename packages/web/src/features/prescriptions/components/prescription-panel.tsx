import {
  CANCELLATION_REASONS,
  type CancellationReason,
  EReceiptSessionResponse,
  type Favourite,
  MARKET_TIME_ZONE,
  type Meeting,
  type Prescription,
  type RenewalItem,
  SilProduct,
} from '@konsult/domain';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Chip,
  Group,
  Loader,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-time';
import { QueryBoundary } from '../../../ui/query-state';
import { SuccessNotice } from '../../../ui/success-notice';
import { useCancelPrescriptions } from '../api/mutations';
import { prescriptionPaths } from '../api/paths';
import {
  PRODUCT_SEARCH_MIN_LENGTH,
  useEhmStatus,
  useFavourites,
  useFavouriteTags,
  useMeetingPrescriptions,
  useProductSearch,
} from '../api/queries';
import { CardEditor } from './card-editor';
import { cardFormFromFavourite, cardFormFromRenewalItem, newCardForm, type CardForm } from './card-form';
import { PinDialog } from './pin-dialog';
import { prescriptionFailure } from './prescription-errors';
import { RenewalSection } from './renewal-section';
import { useShowsRenewal } from './shows-renewal';
import './prescriptions.css';

/**
 * The Swedish e-prescription action (seed 002 §3, §7; issue 17): the exchange's state, the meeting's prescriptions
 * (status, cancel), and a new prescription from a favourite or a product search, on the card.
 */
export function PrescriptionPanel({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation();
  const status = useEhmStatus();
  const [form, setForm] = useState<CardForm | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  // Renewal items still to renew after the card open now, and the item a product search replaces.
  const [queue, setQueue] = useState<RenewalItem[]>([]);
  const [replacing, setReplacing] = useState<RenewalItem | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const available = status.data?.available ?? true;
  const showsRenewal = useShowsRenewal(meeting);

  /** Opens the card of the first item (its own product), keeping the rest for after it is sent. */
  const renewNext = async (items: RenewalItem[]) => {
    const [first, ...rest] = items;
    setQueue(rest);
    if (!first) return;
    setLoadFailed(false);
    try {
      const product = await apiRequest(prescriptionPaths.product(first.distributedDrug.nplId), SilProduct);
      setForm(cardFormFromRenewalItem(first, product, Date.now()));
    } catch {
      setLoadFailed(true);
    }
  };

  return (
    <Stack gap="lg">
      {status.data && !status.data.available ? (
        <Alert color="red" variant="light" role="alert" title={t('prescriptions.exchangeDown.title')}>
          {t('prescriptions.exchangeDown.body')}
        </Alert>
      ) : null}
      {sent ? <SuccessNotice onClose={() => setSent(null)}>{sent}</SuccessNotice> : null}
      <EReceiptLink meetingId={meeting.id} disabled={!available} />
      {showsRenewal ? (
        <RenewalSection
          meeting={meeting}
          onRenew={(items) => void renewNext(items)}
          onReplace={(item) => {
            setForm(null);
            setReplacing(item);
          }}
        />
      ) : null}
      {loadFailed ? (
        <Text size="sm" c="red.8" role="alert">
          {t('prescriptions.favourites.loadError')}
        </Text>
      ) : null}
      <MeetingPrescriptions meeting={meeting} exchangeAvailable={available} />
      {form ? (
        <CardEditor
          meeting={meeting}
          form={form}
          onChange={setForm}
          exchangeAvailable={available}
          onDiscard={() => {
            setForm(null);
            setQueue([]);
          }}
          onSent={(summary) => {
            setForm(null);
            setSent(summary);
            void renewNext(queue);
          }}
        />
      ) : (
        <NewPrescription
          replacing={replacing}
          onStart={(started) => {
            setForm(replacing ? { ...started, renewalItemId: replacing.medicationRequest.id } : started);
            setReplacing(null);
          }}
        />
      )}
    </Stack>
  );
}

/**
 * Seed 000 §7: the e-receipt session, the patient's prescriptions as the exchange holds them, in a new tab. The link
 * is asked for on the click (it lasts minutes); the tab is opened first, so the browser does not block it.
 */
function EReceiptLink({ meetingId, disabled }: { meetingId: string; disabled: boolean }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState(false);
  const open = async () => {
    setFailed(false);
    setPending(true);
    const tab = window.open('', '_blank');
    try {
      const { url } = await apiRequest(prescriptionPaths.eReceiptSession(meetingId), EReceiptSessionResponse);
      if (tab) tab.location.href = url;
      else window.open(url, '_blank', 'noopener');
    } catch {
      tab?.close();
      setFailed(true);
    } finally {
      setPending(false);
    }
  };
  return (
    <Group gap="sm">
      <Button variant="default" size="xs" disabled={disabled} loading={pending} onClick={() => void open()}>
        {t('prescriptions.ereceipt.open')}
      </Button>
      {failed ? (
        <Text size="xs" c="red.8" role="alert">
          {t('prescriptions.ereceipt.error')}
        </Text>
      ) : null}
    </Group>
  );
}

/** Start a prescription: from one of the prescriber's favourites (filtered by tag), or from a product. */
function NewPrescription({
  replacing,
  onStart,
}: {
  /** The renewal item whose article is no longer sold, to be replaced by the product chosen here. */
  replacing: RenewalItem | null;
  onStart: (form: CardForm) => void;
}) {
  const { t } = useTranslation();
  const [loadFailed, setLoadFailed] = useState(false);
  const fromFavourite = async (favourite: Favourite) => {
    setLoadFailed(false);
    try {
      const product = await apiRequest(prescriptionPaths.product(favourite.product.nplId), SilProduct);
      onStart(cardFormFromFavourite(favourite.card, product, Date.now()));
    } catch {
      setLoadFailed(true);
    }
  };
  return (
    <Stack gap="md">
      <Title order={3}>
        {replacing
          ? t('prescriptions.renewal.replacing', { name: replacing.distributedDrug.tradeName })
          : t('prescriptions.new.title')}
      </Title>
      <Favourites onPick={fromFavourite} />
      {loadFailed ? (
        <Text size="sm" c="red.8" role="alert">
          {t('prescriptions.favourites.loadError')}
        </Text>
      ) : null}
      <ProductSearch onPick={(product) => onStart(newCardForm(product, Date.now()))} />
    </Stack>
  );
}

function Favourites({ onPick }: { onPick: (favourite: Favourite) => void }) {
  const { t } = useTranslation();
  const favourites = useFavourites();
  const tags = useFavouriteTags();
  const [tag, setTag] = useState<string | null>(null);
  return (
    <section aria-label={t('prescriptions.favourites.title')}>
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {t('prescriptions.favourites.title')}
        </Text>
        <QueryBoundary
          query={favourites}
          loading={t('prescriptions.favourites.loading')}
          error={{ title: t('prescriptions.favourites.errorTitle'), message: t('prescriptions.favourites.error') }}
          empty={{ text: t('prescriptions.favourites.empty'), when: (data) => data.favourites.length === 0 }}
        >
          {({ favourites: all }) => {
            const shown = tag ? all.filter((f) => f.tags.includes(tag)) : all;
            return (
              <Stack gap="xs">
                {(tags.data?.tags.length ?? 0) > 0 ? (
                  <Chip.Group
                    multiple={false}
                    value={tag ?? ''}
                    onChange={(value) => setTag(value === '' ? null : value)}
                  >
                    <Group gap={6} aria-label={t('prescriptions.favourites.filter')} role="group">
                      <Chip value="" size="xs">
                        {t('prescriptions.favourites.allTags')}
                      </Chip>
                      {tags.data!.tags.map((name) => (
                        <Chip key={name} value={name} size="xs">
                          {name}
                        </Chip>
                      ))}
                    </Group>
                  </Chip.Group>
                ) : null}
                <ul className="prescription-options" aria-label={t('prescriptions.favourites.list')}>
                  {shown.map((favourite) => (
                    <li key={favourite.id}>
                      <button type="button" className="prescription-option" onClick={() => onPick(favourite)}>
                        <span className="prescription-option-name">{favourite.name}</span>
                        <span className="prescription-option-detail">
                          {favourite.product.tradeName} · {favourite.product.drugFormTextSv}
                          {favourite.tags.length > 0 ? ` · ${favourite.tags.join(', ')}` : ''}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              </Stack>
            );
          }}
        </QueryBoundary>
      </Stack>
    </section>
  );
}

/** Ours: the medication list's 300 ms debounce. */
const SEARCH_DEBOUNCE_MS = 300;

function ProductSearch({ onPick }: { onPick: (product: SilProduct) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const search = useProductSearch(query);
  const searching = [...query.trim()].length >= PRODUCT_SEARCH_MIN_LENGTH;
  const results = searching ? (search.data?.results ?? []) : [];
  return (
    <Stack gap="xs">
      <TextInput
        label={t('prescriptions.search.label')}
        description={t('prescriptions.search.hint')}
        value={text}
        autoComplete="off"
        onChange={(event) => setText(event.currentTarget.value)}
        rightSection={search.isFetching ? <Loader size="xs" aria-hidden /> : null}
      />
      {search.isError && searching ? (
        <Alert color="red" variant="light" role="alert">
          {t('prescriptions.search.error')}
        </Alert>
      ) : null}
      {searching && search.isSuccess && results.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('prescriptions.search.noResults', { query: query.trim() })}
        </Text>
      ) : null}
      {results.length > 0 ? (
        <ul className="prescription-options" aria-label={t('prescriptions.search.results')}>
          {results.map((product) => (
            <li key={product.nplId}>
              <button type="button" className="prescription-option" onClick={() => onPick(product)}>
                <span className="prescription-option-name">{product.tradeName}</span>
                <span className="prescription-option-detail">
                  {product.drugFormTextSv} · {product.marketingAuthHolder}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </Stack>
  );
}

/** E-prescriptions are Swedish: their times on the Swedish clock. */
const SWEDISH_CLOCK = MARKET_TIME_ZONE.SE;

const STATUS_COLOUR = { SENT: 'blue', DISPENSED: 'teal', CANCELLED: 'gray' } as const;

/** The meeting's prescriptions with their status; one not yet dispensed can be cancelled. */
function MeetingPrescriptions({ meeting, exchangeAvailable }: { meeting: Meeting; exchangeAvailable: boolean }) {
  const { t, i18n } = useTranslation();
  const prescriptions = useMeetingPrescriptions(meeting.id);
  const [cancelling, setCancelling] = useState<Prescription | null>(null);
  return (
    <section aria-label={t('prescriptions.meeting.title')}>
      <Stack gap="xs">
        <Title order={3}>{t('prescriptions.meeting.title')}</Title>
        <QueryBoundary
          query={prescriptions}
          loading={t('prescriptions.meeting.loading')}
          error={{ title: t('prescriptions.meeting.errorTitle'), message: t('prescriptions.meeting.error') }}
          empty={{ text: t('prescriptions.meeting.empty'), when: (data) => data.prescriptions.length === 0 }}
        >
          {({ prescriptions: list }) => (
            <ul className="prescription-list">
              {list.map((p) => (
                <li key={p.id} className="prescription-item">
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Stack gap={2}>
                      <Text size="sm" fw={500}>
                        {p.product.tradeName} {p.product.drugFormTextSv}
                      </Text>
                      <Text size="xs" c="gray.7">
                        {t('prescriptions.meeting.amount', { count: p.numberOfPackages, size: p.size })} ·{' '}
                        {p.description} · {formatDateTime(p.prescribedAt, i18n.language, SWEDISH_CLOCK)}
                      </Text>
                      {p.cancellation ? (
                        <Text size="xs" c="gray.7">
                          {t('prescriptions.meeting.cancelledBecause', {
                            reason: t(`prescriptions.cancel.reasons.${p.cancellation.reason}`),
                          })}
                        </Text>
                      ) : null}
                    </Stack>
                    <Group gap="xs" wrap="nowrap">
                      <Badge color={STATUS_COLOUR[p.status]} variant="light">
                        {t(`prescriptions.status.${p.status}`)}
                      </Badge>
                      {p.status === 'SENT' ? (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          disabled={!exchangeAvailable}
                          aria-label={t('prescriptions.cancel.buttonLabel', { name: p.product.tradeName })}
                          onClick={() => setCancelling(p)}
                        >
                          {t('prescriptions.cancel.button')}
                        </Button>
                      ) : null}
                    </Group>
                  </Group>
                </li>
              ))}
            </ul>
          )}
        </QueryBoundary>
      </Stack>
      {cancelling ? (
        <CancelDialog meeting={meeting} prescription={cancelling} onClose={() => setCancelling(null)} />
      ) : null}
    </section>
  );
}

/** Cancelling (makulering): why, a note (needed for "other"), whether the patient knows, then the PIN. */
function CancelDialog({
  meeting,
  prescription,
  onClose,
}: {
  meeting: Meeting;
  prescription: Prescription;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const cancel = useCancelPrescriptions(meeting.id);
  const [reason, setReason] = useState<CancellationReason | null>(null);
  const [note, setNote] = useState('');
  const [informed, setInformed] = useState(false);
  const [tried, setTried] = useState(false);
  const noteMissing = reason === 'other' && note.trim() === '';
  return (
    <PinDialog
      opened
      title={t('prescriptions.cancel.title', { name: prescription.product.tradeName })}
      submitLabel={t('prescriptions.cancel.confirm')}
      pending={cancel.isPending}
      failure={{ title: t('prescriptions.errors.title'), message: prescriptionFailure(t, cancel.error) }}
      onClose={onClose}
      summary={
        <Stack gap="sm">
          <Select
            label={t('prescriptions.cancel.reason')}
            required
            data={CANCELLATION_REASONS.map((r) => ({ value: r, label: t(`prescriptions.cancel.reasons.${r}`) }))}
            value={reason}
            onChange={(value) => setReason(value as CancellationReason | null)}
            error={tried && reason === null ? t('prescriptions.cancel.reasonRequired') : undefined}
          />
          <Textarea
            label={t('prescriptions.cancel.note')}
            required={reason === 'other'}
            autosize
            minRows={2}
            maxLength={500}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            error={tried && noteMissing ? t('prescriptions.cancel.noteRequired') : undefined}
          />
          <Checkbox
            label={t('prescriptions.cancel.patientInformed')}
            checked={informed}
            onChange={(event) => setInformed(event.currentTarget.checked)}
          />
        </Stack>
      }
      onSubmit={(pin) => {
        setTried(true);
        if (reason === null || noteMissing) return;
        cancel.mutate(
          {
            patientId: meeting.patientId,
            pinCode: pin,
            cancellation: {
              medicationRequestIds: [prescription.id],
              reason,
              note: note.trim() === '' ? null : note.trim(),
              patientInformed: informed,
            },
          },
          { onSuccess: onClose },
        );
      }}
    />
  );
}
