import {
  claimTags,
  insurerLimitRows,
  type InsurerInsuranceClaim,
  type InsurerPolicyDetails,
  moratoriumDisplay,
  shownRemainingAppointments,
} from '@konsult/domain';
import { Anchor, Badge, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TabPanelProps } from '../../../lib/record-pane/tab-panels';
import { EmptyText } from '../../../ui/empty-state';
import { useInsuranceClaimInfo, useInsurerConsultation } from '../api/use-insurer';
import { FactList } from '../components/pane-section';
import { CollapsibleSection, InsurerQuerySection } from './insurer-section';
import { PersonFacts } from './insurer-facts';
import { MigrationWarning } from './migration-warning';
import { InsurerProfileSection } from './profile-section';
import { useInsurerFormat } from './use-insurer-format';

/**
 * The Vitality pane's insurance details (seed 001 §2.3; issue 20): member, cover, plan (underwriting, moratorium,
 * limits), claim details and the insurance-claim summary, each collapsible with its own loading and error state.
 * Member, cover and plan read the insurer's profile; claim details its consultation; the summary the meeting's claim.
 */
export function VitalityInsuranceDetailsPanel({ patientId, meeting }: TabPanelProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={2} size="h5">
        {t('consultation.leftbar.vitality-insurance-details')}
      </Title>
      <MigrationWarning meetingId={meeting?.id ?? null} />
      <InsurerProfileSection patientId={patientId} panel="member">
        {(p) => <PersonFacts person={p.memberDetails} />}
      </InsurerProfileSection>
      <InsurerProfileSection patientId={patientId} panel="cover">
        {(p) => <CoverFacts policy={p.policyDetails} productCode={p.productCode} />}
      </InsurerProfileSection>
      <InsurerProfileSection patientId={patientId} panel="plan">
        {(p) => <PlanFacts policy={p.policyDetails} />}
      </InsurerProfileSection>
      <ClaimDetailsSection patientId={patientId} />
      <ClaimSummarySection patientId={patientId} meetingId={meeting?.id ?? null} />
    </Stack>
  );
}

function CoverFacts({ policy, productCode }: { policy: InsurerPolicyDetails; productCode: string | null }) {
  const { t } = useTranslation();
  const format = useInsurerFormat();
  return (
    <FactList
      stacked
      facts={[
        [t('insurer.fields.policyNumber'), format.text(policy.policyNumber)],
        [t('insurer.fields.productType'), format.text(policy.productType)],
        [t('insurer.fields.productCode'), format.text(productCode)],
        [t('insurer.fields.policyEndDate'), format.date(policy.policyEndDate)],
        [t('insurer.fields.hospitalList'), format.text(policy.hospitalListDescription)],
        [t('insurer.fields.vitalityAtWork'), format.yesNo(policy.hasVitalityAtWork)],
        [t('insurer.fields.essentials'), format.yesNo(policy.hasEssentials)],
        [t('insurer.fields.excessAmount'), format.money(policy.excess.excessAmount)],
        [t('insurer.fields.excessType'), format.text(policy.excess.excessType)],
        [t('insurer.fields.remainingExcess'), format.money(policy.excess.remainingExcess)],
        [t('insurer.fields.coverageExclusion'), format.text(policy.coverageExclusion)],
      ]}
    />
  );
}

function PlanFacts({ policy }: { policy: InsurerPolicyDetails }) {
  const { t } = useTranslation();
  const format = useInsurerFormat();
  const moratorium = moratoriumDisplay(policy.underwriting);
  const moratoriumText =
    moratorium.kind === 'date'
      ? format.date(moratorium.date)
      : moratorium.kind === 'not-applicable'
        ? t('insurer.notApplicable')
        : format.noInformation;
  return (
    <Stack gap="xs">
      <FactList
        stacked
        facts={[
          [t('insurer.fields.underwritingType'), format.text(policy.underwriting.underWritingType)],
          [t('insurer.fields.underwritingDescription'), format.text(policy.underwriting.description)],
          [t('insurer.fields.moratoriumStartDate'), moratoriumText],
        ]}
      />
      <Table captionSide="top" verticalSpacing={4} fz="sm">
        {/* Mantine dims a caption below AA contrast: the caption reads as the other sub-headings do. */}
        <Table.Caption style={{ textAlign: 'left', color: 'var(--mantine-color-text)', fontWeight: 600 }}>
          {t('insurer.limits.title')}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('insurer.limits.name')}</Table.Th>
            <Table.Th scope="col">{t('insurer.limits.limit')}</Table.Th>
            <Table.Th scope="col">{t('insurer.limits.remaining')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {insurerLimitRows(policy.limits).map((row) => (
            <Table.Tr key={row.name}>
              <Table.Th scope="row" fw="normal">
                {t(`insurer.limits.names.${row.name}`)}
              </Table.Th>
              <Table.Td>{format.money(row.limitAmount)}</Table.Td>
              <Table.Td>{format.money(row.remainingLimitAmount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** Claim details: the member's and patient's entity numbers and past claims (the insurer's consultation). */
function ClaimDetailsSection({ patientId }: { patientId: string }) {
  const { t } = useTranslation();
  const format = useInsurerFormat();
  const consultation = useInsurerConsultation(patientId);
  return (
    <InsurerQuerySection
      title={t('insurer.claimDetails.title')}
      query={consultation}
      loading={t('insurer.claimDetails.loading')}
      error={t('insurer.claimDetails.error')}
    >
      {({ consultation: data }) =>
        data ? (
          <Stack gap="xs">
            <FactList
              stacked
              facts={[
                [t('insurer.fields.memberEntityNumber'), format.text(data.memberEntityNumber)],
                [t('insurer.fields.patientEntityNumber'), format.text(data.patientEntityNumber)],
              ]}
            />
            <Text size="sm" fw={600}>
              {t('insurer.claimDetails.pastClaims')}
            </Text>
            {data.claims.length === 0 ? (
              <EmptyText>{format.noInformation}</EmptyText>
            ) : (
              <List size="sm" spacing={4} listStyleType="none" aria-label={t('insurer.claimDetails.pastClaims')}>
                {data.claims.map((claim, index) => (
                  <List.Item key={`${claim.code}-${index}`}>
                    {[format.date(claim.claimDate), claim.code, format.text(claim.description)].join(' · ')}
                  </List.Item>
                ))}
              </List>
            )}
          </Stack>
        ) : (
          <EmptyText>{t('insurer.noMember')}</EmptyText>
        )
      }
    </InsurerQuerySection>
  );
}

/** The insurance-claim summary: the claim the patient comes on in this meeting, its tag, triage note, attachments. */
export function ClaimSummarySection({ patientId, meetingId }: { patientId: string; meetingId: string | null }) {
  const { t } = useTranslation();
  if (meetingId === null) {
    return (
      <CollapsibleSection title={t('insurer.claimSummary.title')}>
        <EmptyText>{t('insurer.claimSummary.noMeeting')}</EmptyText>
      </CollapsibleSection>
    );
  }
  return <ClaimSummary patientId={patientId} meetingId={meetingId} />;
}

function ClaimSummary({ patientId, meetingId }: { patientId: string; meetingId: string }) {
  const { t } = useTranslation();
  const claim = useInsuranceClaimInfo(patientId, meetingId);
  return (
    <InsurerQuerySection
      title={t('insurer.claimSummary.title')}
      query={claim}
      loading={t('insurer.claimSummary.loading')}
      error={t('insurer.claimSummary.error')}
    >
      {({ claim: data }) => <ClaimSummaryFacts claim={data} />}
    </InsurerQuerySection>
  );
}

/** A claim's summary: its tag, number, insurer, validity, triage note and attachments; none: says so. */
export function ClaimSummaryFacts({ claim }: { claim: InsurerInsuranceClaim | null }) {
  const { t } = useTranslation();
  const format = useInsurerFormat();
  if (!claim) return <EmptyText>{t('insurer.claimSummary.none')}</EmptyText>;
  const tags = claimTags(claim);
  return (
    <Stack gap="xs">
      {tags.length > 0 ? (
        <Group gap="xs">
          {tags.map((tag) => (
            <Badge key={tag} color="grape" variant="light">
              {tag === 'insurance-claim' ? t('insurer.tags.insuranceClaim') : t('insurer.tags.prehab')}
            </Badge>
          ))}
        </Group>
      ) : null}
      <FactList
        stacked
        facts={[
          [t('insurer.fields.insuranceNumber'), format.text(claim.insuranceNumber)],
          [t('insurer.fields.company'), format.text(claim.company)],
          [
            t('insurer.fields.claimStatus'),
            claim.isRevoked ? t('insurer.claimSummary.revoked') : t('insurer.claimSummary.valid'),
          ],
          [t('insurer.fields.validFrom'), format.date(claim.validFrom)],
          [t('insurer.fields.validTo'), format.date(claim.validTo)],
          // Seed 001 §9: remaining appointments of -1 are not shown (FactList leaves a null out).
          [t('insurer.fields.remainingAppointments'), shownRemainingAppointments(claim.remainedAppointments)],
          [t('insurer.fields.triageNote'), format.text(claim.triageNote)],
        ]}
      />
      <Text size="sm" fw={600}>
        {t('insurer.claimSummary.attachments')}
      </Text>
      {claim.attachments.length === 0 ? (
        <EmptyText>{format.noInformation}</EmptyText>
      ) : (
        <List size="sm" spacing={4} aria-label={t('insurer.claimSummary.attachments')}>
          {claim.attachments.map((attachment) => (
            <List.Item key={attachment.link}>
              <Anchor href={attachment.link} target="_blank" rel="noopener noreferrer">
                {attachment.name}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
