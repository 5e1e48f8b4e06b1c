import {
  canUnlockModule,
  type CarePlanModule,
  isModuleState,
  moduleDisplay,
  type TreatmentProgramme,
} from '@konsult/domain';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../../lib/report-error';
import { useProgrammeFormat } from './use-programme-format';

const BADGE_COLOR = {
  locked: 'gray',
  unlockable: 'blue',
  unlocked: 'teal',
  active: 'teal',
  completed: 'green',
} as const;

/** The badge a module wears: its display (seed 001 §4), an in-progress one saying whether the patient has begun. */
function badgeOf(module: CarePlanModule): keyof typeof BADGE_COLOR {
  const display = moduleDisplay(module.state);
  if (display === 'in-progress') return module.state === 'active' ? 'active' : 'unlocked';
  return display;
}

/**
 * The programme's modules in order (seed 001 §2.3, §4): locked, ready to unlock (the unlock button), unlocked or in
 * progress (the step the patient is on and since when), completed. A state we do not know is drawn locked and
 * reported (seed 001 §8 "unknown module state … logged").
 */
export function ModuleList({
  carePlan,
  unlocking,
  onUnlock,
}: {
  carePlan: TreatmentProgramme;
  /** The module being unlocked, if one is. */
  unlocking: string | null;
  onUnlock: (module: CarePlanModule) => void;
}) {
  const { t } = useTranslation();
  const unknown = carePlan.modules
    .filter((module) => !isModuleState(module.state))
    .map((module) => `${module.id}:${module.state}`)
    .join(',');
  useEffect(() => {
    if (unknown) reportError(new Error(`Unknown module state (${unknown})`), `care plan ${carePlan.id}`);
  }, [unknown, carePlan.id]);

  return (
    <Stack gap="xs" component="section">
      <Text fw={600} size="sm" component="h3" m={0}>
        {t('treatmentProgrammes.modules.title')}
      </Text>
      <ol aria-label={t('treatmentProgrammes.modules.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {carePlan.modules.map((module, index) => (
          <ModuleItem
            key={module.id}
            module={module}
            number={index + 1}
            mayUnlock={canUnlockModule(carePlan.state, module.state)}
            unlocking={unlocking === module.id}
            busy={unlocking !== null}
            onUnlock={() => onUnlock(module)}
          />
        ))}
      </ol>
    </Stack>
  );
}

function ModuleItem({
  module,
  number,
  mayUnlock,
  unlocking,
  busy,
  onUnlock,
}: {
  module: CarePlanModule;
  number: number;
  mayUnlock: boolean;
  unlocking: boolean;
  busy: boolean;
  onUnlock: () => void;
}) {
  const { t } = useTranslation();
  const format = useProgrammeFormat();
  const nameId = useId();
  const badge = badgeOf(module);
  const display = moduleDisplay(module.state);
  return (
    <Paper component="li" withBorder p="xs" mb="xs" aria-labelledby={nameId}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Stack gap={2}>
          <Text size="sm" fw={600} id={nameId}>
            {t('treatmentProgrammes.modules.name', { number, name: module.name })}
          </Text>
          {display === 'in-progress' ? (
            <Text size="xs" c="gray.7">
              {[
                t('treatmentProgrammes.modules.step', { step: module.currentStep ?? 1, steps: module.steps }),
                ...(module.started !== null
                  ? [t('treatmentProgrammes.modules.started', { date: format.date(module.started) })]
                  : []),
              ].join(' · ')}
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Badge size="sm" variant="light" color={BADGE_COLOR[badge]}>
            {t(`treatmentProgrammes.modules.states.${badge}`)}
          </Badge>
          {display === 'unlockable' ? (
            <Button
              size="compact-sm"
              onClick={onUnlock}
              disabled={!mayUnlock || (busy && !unlocking)}
              loading={unlocking}
              aria-label={t('treatmentProgrammes.modules.unlockNamed', { name: module.name })}
            >
              {t('treatmentProgrammes.modules.unlock')}
            </Button>
          ) : null}
        </Group>
      </Group>
    </Paper>
  );
}
