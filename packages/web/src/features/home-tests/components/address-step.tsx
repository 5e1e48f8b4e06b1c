import { type HomeTestMarket, POSTCODE_PATTERNS, type ShippingAddress, shippingAddressProblems } from '@konsult/domain';
import { Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addressLine } from './address-text';

export type AddressDraft = {
  /** The registered address, or another one typed here. */
  choice: 'registered' | 'other';
  custom: { address: string; zip: string; city: string };
};

export const EMPTY_ADDRESS_DRAFT: AddressDraft = { choice: 'registered', custom: { address: '', zip: '', city: '' } };

/**
 * Confirm address (seed 001 §2.3): the registered address by default, or another one. Seed 001: the confirm button is
 * disabled while another address is chosen and any of address, zip, city or country is empty or whitespace; the
 * country is the market's and read-only. The postcode is checked on confirming (the market's format).
 */
export function AddressStep({
  market,
  registered,
  draft,
  onDraft,
  onConfirm,
}: {
  market: HomeTestMarket;
  registered: ShippingAddress | null;
  draft: AddressDraft;
  onDraft: (draft: AddressDraft) => void;
  onConfirm: (address: ShippingAddress) => void;
}) {
  const { t } = useTranslation();
  const [zipInvalid, setZipInvalid] = useState(false);
  const choice = registered ? draft.choice : 'other';
  const custom = { ...draft.custom, country: market };
  const blank = shippingAddressProblems(custom, market).some((p) => p.code === 'required');
  const setField = (field: keyof AddressDraft['custom'], value: string) => {
    if (field === 'zip') setZipInvalid(false);
    onDraft({ ...draft, custom: { ...draft.custom, [field]: value } });
  };

  const confirm = () => {
    if (choice === 'registered' && registered) return onConfirm(registered);
    if (!POSTCODE_PATTERNS[market].test(custom.zip.trim())) return setZipInvalid(true);
    onConfirm({
      address: custom.address.trim(),
      zip: custom.zip.trim(),
      city: custom.city.trim(),
      country: market,
    });
  };

  return (
    <Stack gap="sm">
      {registered ? (
        <Radio.Group
          label={t('homeTests.steps.confirm-address')}
          value={choice}
          onChange={(value) => onDraft({ ...draft, choice: value as AddressDraft['choice'] })}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="registered" label={t('homeTests.address.registered')} description={addressLine(registered)} />
            <Radio value="other" label={t('homeTests.address.other')} />
          </Stack>
        </Radio.Group>
      ) : (
        <Text size="sm">{t('homeTests.address.noRegistered')}</Text>
      )}
      {choice === 'other' ? (
        <Stack gap="xs">
          <TextInput
            label={t('homeTests.address.address')}
            value={draft.custom.address}
            onChange={(e) => setField('address', e.currentTarget.value)}
            maxLength={200}
            required
            autoComplete="street-address"
          />
          <Group grow align="flex-start">
            <TextInput
              label={t('homeTests.address.zip')}
              value={draft.custom.zip}
              onChange={(e) => setField('zip', e.currentTarget.value)}
              maxLength={10}
              required
              autoComplete="postal-code"
              error={zipInvalid ? t(`homeTests.address.zipInvalid.${market}`) : undefined}
            />
            <TextInput
              label={t('homeTests.address.city')}
              value={draft.custom.city}
              onChange={(e) => setField('city', e.currentTarget.value)}
              maxLength={100}
              required
              autoComplete="address-level2"
            />
          </Group>
          <TextInput label={t('homeTests.address.country')} value={t(`country.${market}`)} readOnly />
        </Stack>
      ) : null}
      <Text size="xs" c="gray.7">
        {t('homeTests.address.unconfirmed')}
      </Text>
      <Group justify="flex-end">
        <Button onClick={confirm} disabled={choice === 'other' && blank}>
          {t('homeTests.address.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
