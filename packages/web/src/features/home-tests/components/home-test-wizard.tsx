import {
  HOME_TEST_WIZARD_STEPS,
  type HomeTestMarket,
  type HomeTestOrder,
  type HomeTestOrdersResponse,
  type HomeTestType,
  type Meeting,
  type ShippingAddress,
  wizardStepState,
} from '@konsult/domain';
import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestErrorBanner } from '../../../ui/error-state';
import { QueryBoundary } from '../../../ui/query-state';
import { WizardStep } from '../../../ui/wizard-step';
import { useShippingAddress } from '../api/queries';
import { useOrderHomeTest } from '../api/use-order-home-test';
import { AddressStep, type AddressDraft, EMPTY_ADDRESS_DRAFT } from './address-step';
import { addressLine } from './address-text';
import { homeTestFailure } from './home-test-errors';

/**
 * The home-test order wizard (seed 001 §2.3; seed 000 §4): select test → confirm address → inform the patient → send,
 * then a sent confirmation with close. A step is active at the wizard's index and completed below it; a completed
 * step can be changed, and the address is confirmed again whenever its step is opened (seed 001: unconfirmed to
 * confirmed, and back via edit). A refused order keeps every choice, so the clinician can fix and send again.
 */
export function HomeTestWizard({
  market,
  meeting,
  offered,
}: {
  market: HomeTestMarket;
  meeting: Meeting;
  offered: HomeTestOrdersResponse['offered'];
}) {
  const { t } = useTranslation();
  const shipping = useShippingAddress(market, meeting.id);
  const order = useOrderHomeTest(market, meeting.id);
  const [step, setStep] = useState(0);
  const [type, setType] = useState<HomeTestType | null>(null);
  const [draft, setDraft] = useState<AddressDraft>(EMPTY_ADDRESS_DRAFT);
  const [confirmed, setConfirmed] = useState<ShippingAddress | null>(null);
  const [sent, setSent] = useState<HomeTestOrder | null>(null);

  const chosen = offered.find((c) => c.hometestType === type && c.blockedByOrderId === null)?.hometestType ?? null;
  const typeName = (value: HomeTestType) => t(`homeTests.types.${value}`);

  const goTo = (next: number) => {
    order.reset();
    if (next <= 1) setConfirmed(null);
    setStep(next);
  };

  const restart = () => {
    order.reset();
    setSent(null);
    setType(null);
    setConfirmed(null);
    setDraft(EMPTY_ADDRESS_DRAFT);
    setStep(0);
  };

  const send = () => {
    if (!chosen || !confirmed || order.isPending) return;
    order.mutate(
      {
        hometestLabportalenTestType: chosen,
        meetingId: meeting.id,
        patientId: meeting.patientId,
        // The registered address is the server's default; only another one travels.
        customShippingAddress: draft.choice === 'other' || !shipping.data?.shippingAddress ? confirmed : null,
      },
      { onSuccess: ({ hometest }) => setSent(hometest) },
    );
  };

  if (sent) {
    return (
      <Alert color="teal" variant="light" role="status" title={t('homeTests.sent.title')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            {t('homeTests.sent.body', {
              type: typeName(sent.hometestType),
              address: addressLine(sent.shippingAddress),
            })}
          </Text>
          <Button size="xs" variant="default" onClick={restart}>
            {t('homeTests.sent.close')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const stepProps = (index: number, summary: ReactNode) => {
    const state = wizardStepState(index, step);
    const title = t(`homeTests.steps.${HOME_TEST_WIZARD_STEPS[index]!}`);
    return {
      className: 'home-test-step',
      heading: t('homeTests.steps.heading', { number: index + 1, title }),
      doneLabel: t('homeTests.steps.done'),
      active: state === 'active',
      completed: state === 'completed',
      summary,
      edit: {
        label: t('homeTests.steps.edit'),
        ariaLabel: t('homeTests.steps.editLabel', { number: index + 1, title }),
        onClick: () => goTo(index),
      },
    };
  };
  const next = (disabled: boolean, onClick: () => void, label = t('homeTests.steps.next')) => (
    <Group justify="flex-end">
      <Button onClick={onClick} disabled={disabled}>
        {label}
      </Button>
    </Group>
  );

  return (
    <ol className="home-test-steps" aria-label={t('homeTests.steps.list')}>
      <WizardStep {...stepProps(0, chosen ? <Text size="sm">{typeName(chosen)}</Text> : null)}>
        {offered.length === 0 ? (
          <Text size="sm">{t('homeTests.select.none')}</Text>
        ) : (
          <Radio.Group label={t('homeTests.select.label')} value={type} onChange={(v) => setType(v as HomeTestType)}>
            <Stack gap="xs" mt="xs">
              {offered.map((choice) => (
                <Radio
                  key={choice.hometestType}
                  value={choice.hometestType}
                  label={typeName(choice.hometestType)}
                  disabled={choice.blockedByOrderId !== null}
                  description={choice.blockedByOrderId !== null ? t('homeTests.select.blocked') : undefined}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {next(chosen === null, () => goTo(1))}
      </WizardStep>

      <WizardStep
        {...stepProps(
          1,
          confirmed ? (
            <Text size="sm">
              {t('homeTests.address.confirmed')}: {addressLine(confirmed)}
            </Text>
          ) : null,
        )}
      >
        <QueryBoundary
          query={shipping}
          loading={t('homeTests.address.loading')}
          error={{ title: t('homeTests.address.errorTitle'), message: t('homeTests.address.error') }}
        >
          {({ shippingAddress }) => (
            <AddressStep
              market={market}
              registered={shippingAddress}
              draft={draft}
              onDraft={setDraft}
              onConfirm={(address) => {
                setConfirmed(address);
                setStep(2);
              }}
            />
          )}
        </QueryBoundary>
      </WizardStep>

      <WizardStep {...stepProps(2, null)}>
        {chosen ? (
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {t('homeTests.inform.intro')}
            </Text>
            <Text size="sm">{t(`homeTests.inform.what.${chosen}`)}</Text>
            <Text size="sm">{t('homeTests.inform.answer')}</Text>
          </Stack>
        ) : null}
        {next(chosen === null, () => goTo(3), t('homeTests.inform.confirm'))}
      </WizardStep>

      <WizardStep {...stepProps(3, null)}>
        {chosen && confirmed ? (
          <Text size="sm">
            {t('homeTests.send.summary', { type: typeName(chosen), address: addressLine(confirmed) })}
          </Text>
        ) : null}
        <RequestErrorBanner
          title={t('homeTests.errors.title')}
          message={order.isError ? homeTestFailure(t, order.error) : null}
        />
        <Group justify="flex-end">
          <Button onClick={send} disabled={!chosen || !confirmed || order.isPending} loading={order.isPending}>
            {t('homeTests.send.submit')}
          </Button>
        </Group>
      </WizardStep>
    </ol>
  );
}
