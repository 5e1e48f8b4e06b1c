import { formatPostcode, type PharmaciesResponse } from '@konsult/domain';
import { Button, Card, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryBoundary } from '../../../ui/query-state';
import { usePharmacies } from '../api/payg-prescriptions';
import './pharmacy-map.css';

/** Distances are kept in km; UK English shows them in miles. */
const KM_PER_MILE = 1.609344;

/**
 * /pharmacies?postcode=…: the demo pharmacies nearest a UK postcode, nearest first, with a drawn map of where they
 * lie around the postcode's district (an inline SVG, no map tiles). The pay-as-you-go prescription opens it for the
 * patient's postcode (seed 000 §2 `redirectToMap`).
 */
export function PharmacyMapPage() {
  const { t } = useTranslation();
  const search = useSearch({ strict: false }) as { postcode?: unknown };
  const postcode = typeof search.postcode === 'string' ? search.postcode.trim() : '';
  const navigate = useNavigate();
  const [draft, setDraft] = useState(postcode);
  const pharmacies = usePharmacies(postcode);
  const shown = postcode ? formatPostcode(postcode) : '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate({ to: '/pharmacies', search: { postcode: draft.replace(/\s+/g, '').toUpperCase() } });
  };

  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <Title order={1}>
          {shown
            ? t('ukPaygPrescriptions.pharmacies.title', { postcode: shown })
            : t('ukPaygPrescriptions.pharmacies.titleNoPostcode')}
        </Title>
        <form onSubmit={submit}>
          <Group align="end">
            <TextInput
              label={t('ukPaygPrescriptions.pharmacies.postcode')}
              value={draft}
              maxLength={10}
              onChange={(event) => setDraft(event.currentTarget.value)}
            />
            <Button type="submit" disabled={draft.trim().length < 2}>
              {t('ukPaygPrescriptions.pharmacies.search')}
            </Button>
          </Group>
        </form>
        {postcode.length >= 2 && (
          <QueryBoundary
            query={pharmacies}
            loading={t('ukPaygPrescriptions.pharmacies.loading')}
            error={{
              title: t('ukPaygPrescriptions.pharmacies.errorTitle'),
              message: t('ukPaygPrescriptions.pharmacies.error'),
            }}
          >
            {(data) => <Pharmacies data={data} />}
          </QueryBoundary>
        )}
      </Stack>
    </Container>
  );
}

function Pharmacies({ data }: { data: PharmaciesResponse }) {
  const { t } = useTranslation();
  if (!data.origin)
    return <Text role="status">{t('ukPaygPrescriptions.pharmacies.notPlaced', { postcode: data.postcode })}</Text>;
  if (data.pharmacies.length === 0)
    return <Text role="status">{t('ukPaygPrescriptions.pharmacies.none', { postcode: data.postcode })}</Text>;
  return (
    <Stack gap="md">
      <PharmacyMap data={data} />
      <ol className="pharmacy-list" aria-label={t('ukPaygPrescriptions.pharmacies.title', { postcode: data.postcode })}>
        {data.pharmacies.map((pharmacy, index) => (
          <li key={pharmacy.id}>
            <Card withBorder padding="sm">
              <Group justify="space-between" wrap="nowrap" align="start">
                <Stack gap={2}>
                  <Text fw={600}>
                    {index + 1}. {pharmacy.name}
                  </Text>
                  <Text size="sm">
                    {pharmacy.address}, {pharmacy.postcode}
                  </Text>
                  <Text size="sm" c="gray.7">
                    {t('ukPaygPrescriptions.pharmacies.hours', { hours: pharmacy.openingHours })}
                  </Text>
                </Stack>
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {t('ukPaygPrescriptions.pharmacies.distance', {
                    km: pharmacy.distanceKm.toFixed(1),
                    miles: (pharmacy.distanceKm / KM_PER_MILE).toFixed(1),
                  })}
                </Text>
              </Group>
            </Card>
          </li>
        ))}
      </ol>
      <Text size="xs" c="gray.7">
        {t('ukPaygPrescriptions.pharmacies.demoNote')}
      </Text>
    </Stack>
  );
}

const SIZE = 360;
const PAD = 28;

/**
 * Where the pharmacies lie around the postcode's district: an equirectangular projection centred on it (longitude
 * shrunk by the latitude's cosine), scaled so the furthest fits. Each pharmacy is its number in the list.
 */
function PharmacyMap({ data }: { data: PharmaciesResponse }) {
  const { t } = useTranslation();
  const origin = data.origin!;
  const shrink = Math.cos((origin.lat * Math.PI) / 180);
  const offsets = data.pharmacies.map((p) => ({ x: (p.lon - origin.lon) * shrink, y: origin.lat - p.lat }));
  const reach = Math.max(0.002, ...offsets.flatMap((o) => [Math.abs(o.x), Math.abs(o.y)]));
  const scale = (SIZE / 2 - PAD) / reach;
  const at = (o: { x: number; y: number }) => ({ x: SIZE / 2 + o.x * scale, y: SIZE / 2 + o.y * scale });
  const label = t('ukPaygPrescriptions.pharmacies.map', { postcode: data.postcode });
  return (
    <svg className="pharmacy-map" viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={label}>
      <title>{label}</title>
      <rect x={0} y={0} width={SIZE} height={SIZE} className="pharmacy-map__ground" />
      <g className="pharmacy-map__origin">
        <circle cx={SIZE / 2} cy={SIZE / 2} r={9} />
        <text x={SIZE / 2} y={SIZE / 2 + 24} textAnchor="middle">
          {origin.district}
        </text>
        <title>{t('ukPaygPrescriptions.pharmacies.you')}</title>
      </g>
      {data.pharmacies.map((pharmacy, index) => {
        const point = at(offsets[index]!);
        return (
          <g key={pharmacy.id} className="pharmacy-map__pharmacy">
            <circle cx={point.x} cy={point.y} r={11} />
            <text x={point.x} y={point.y + 4} textAnchor="middle">
              {index + 1}
            </text>
            <title>{`${index + 1}. ${pharmacy.name}`}</title>
          </g>
        );
      })}
    </svg>
  );
}
