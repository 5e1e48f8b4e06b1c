import type { InsurerOutcomeView, OutcomeStatus } from '@konsult/domain';
import { Alert, Badge, Button, Checkbox, Group, Loader, Paper, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecideInsurerOutcome, useRemoveInsurerOutcome, useSetInsurerOutcomeSelfPay } from '../api/insurer-outcomes';
import { chosenLabel, failureText } from './outcome-labels';

const STATUS_COLOR: Record<OutcomeStatus, string> = {
  Accept: 'green',
  Decline: 'red',
  MoreInfo: 'yellow',
  Refer: 'blue',
};

type Failure = { error: unknown; retry: () => void };

/**
 * One chosen outcome (seed 002 §3, §4): its name, its status once calculated ("Awaiting answers" before), the rules
 * engine's questions with Yes / No, self-pay, and Remove. The insurer has no timeout, so while a call is out the
 * outcome says so and its controls are disabled: nothing is sent twice, and two answers never race. A failed call
 * keeps what the clinician chose on screen and offers "Try again", which sends the same again.
 */
export function ChosenOutcome({ meetingId, outcome }: { meetingId: string; outcome: InsurerOutcomeView }) {
  const { t } = useTranslation();
  const decide = useDecideInsurerOutcome(meetingId);
  const selfPay = useSetInsurerOutcomeSelfPay(meetingId);
  const remove = useRemoveInsurerOutcome(meetingId);
  // What the clinician chose here that Vitality does not hold yet: shown as chosen, and sent again by "Try again".
  const [answers, setAnswers] = useState<Readonly<Record<string, boolean>>>({});
  const [wantsSelfPay, setWantsSelfPay] = useState<boolean | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const busy = decide.isPending || selfPay.isPending || remove.isPending;
  const id = outcome.internalOutcomeId;
  const label = chosenLabel(t, outcome);

  const sendAnswers = (given: Readonly<Record<string, boolean>>) => {
    setFailure(null);
    decide.mutate(
      {
        id,
        body: {
          // The GP's decision is kept as it stands; the rules engine works the status out from the answers.
          decision: outcome.decision,
          rule_answers: outcome.rules.map((rule) => ({
            rule_id: rule.ruleId,
            question_answered: given[rule.ruleId] ?? rule.questionAnswered,
          })),
        },
      },
      {
        onSuccess: () => setAnswers({}),
        onError: (error) => setFailure({ error, retry: () => sendAnswers(given) }),
      },
    );
  };

  const answer = (ruleId: string, value: boolean) => {
    const given = { ...answers, [ruleId]: value };
    setAnswers(given);
    sendAnswers(given);
  };

  const sendSelfPay = (value: boolean) => {
    setFailure(null);
    setWantsSelfPay(value);
    selfPay.mutate(
      { id, selfPay: value },
      {
        onSuccess: () => setWantsSelfPay(null),
        onError: (error) => setFailure({ error, retry: () => sendSelfPay(value) }),
      },
    );
  };

  const sendRemove = () => {
    setFailure(null);
    remove.mutate(id, { onError: (error) => setFailure({ error, retry: sendRemove }) });
  };

  return (
    <Paper component="article" aria-label={label} withBorder p="sm">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>{label}</Text>
          {outcome.calculated ? (
            <Badge color={STATUS_COLOR[outcome.status]} variant="light">
              {t(`insurerOutcomes.status.${outcome.status}`)}
            </Badge>
          ) : (
            <Badge color="gray" variant="light">
              {t('insurerOutcomes.awaitingAnswers')}
            </Badge>
          )}
        </Group>
        {outcome.rules.map((rule) => {
          const given = answers[rule.ruleId] ?? rule.questionAnswered;
          return (
            <Radio.Group
              key={rule.ruleId}
              label={rule.question ?? t('insurerOutcomes.rule.unnamed', { id: rule.ruleId })}
              description={rule.override ? t('insurerOutcomes.rule.overridden') : undefined}
              value={given === null ? null : given ? 'yes' : 'no'}
              onChange={(value) => answer(rule.ruleId, value === 'yes')}
            >
              <Group gap="md" mt={4}>
                <Radio value="yes" label={t('insurerOutcomes.rule.yes')} disabled={busy || rule.override} />
                <Radio value="no" label={t('insurerOutcomes.rule.no')} disabled={busy || rule.override} />
              </Group>
            </Radio.Group>
          );
        })}
        <Group justify="space-between">
          <Checkbox
            label={t('insurerOutcomes.selfPay')}
            checked={wantsSelfPay ?? outcome.selfPay}
            disabled={busy}
            onChange={(event) => sendSelfPay(event.currentTarget.checked)}
          />
          <Button
            variant="subtle"
            color="red"
            size="xs"
            onClick={sendRemove}
            disabled={busy}
            loading={remove.isPending}
          >
            {t('insurerOutcomes.remove')}
          </Button>
        </Group>
        {busy ? (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">{t('insurerOutcomes.saving')}</Text>
          </Group>
        ) : null}
        {failure && !busy ? (
          <Alert color="red" variant="light" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{failureText(t, failure.error)}</Text>
              <Button size="xs" variant="default" onClick={failure.retry}>
                {t('insurerOutcomes.errors.tryAgain')}
              </Button>
            </Stack>
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
