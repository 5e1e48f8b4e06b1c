import type { ReceivingClinician } from '@konsult/domain';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ReceiverSelectProps {
  label: string;
  placeholder: string;
  clinicians: ReceivingClinician[];
  value: string | null;
  onChange: (clinicianId: string | null) => void;
}

/** The receiving clinician of a referral (required), each named with their profession. */
export function ReceiverSelect({ label, placeholder, clinicians, value, onChange }: ReceiverSelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={clinicians.map((c) => ({ value: c.id, label: `${c.name} (${t(`referrals.profession.${c.profession}`)})` }))}
      value={value}
      onChange={onChange}
      allowDeselect={false}
      required
    />
  );
}
