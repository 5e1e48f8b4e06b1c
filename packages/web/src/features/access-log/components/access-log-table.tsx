import type { AccessLog, AccessLogActor, AccessLogEntry } from '@konsult/domain';
import { Table } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n/language';
import { formatCalendarDate, formatDateTime } from '../../../lib/format-time';

function who(actor: AccessLogActor, t: TFunction): string {
  if (actor.kind === 'staff') {
    return t('accessLog.actor.staff', { name: actor.name, profession: t(`accessLog.profession.${actor.profession}`) });
  }
  return t(`accessLog.actor.${actor.kind}`);
}

const ground = (entry: AccessLogEntry, t: TFunction) =>
  entry.ground ? t(`accessLog.ground.${entry.ground}`) : t('accessLog.ground.none');

/** The extract, oldest first as the server gives it; times on the auditor's market clock (the log's time zone). */
export function AccessLogTable({ log }: { log: AccessLog }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table striped captionSide="top">
        <Table.Caption>
          {t('accessLog.table.caption', {
            name: log.patient.name,
            from: formatCalendarDate(log.from, locale),
            to: formatCalendarDate(log.to, locale),
          })}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('accessLog.table.time')}</Table.Th>
            <Table.Th>{t('accessLog.table.who')}</Table.Th>
            <Table.Th>{t('accessLog.table.part')}</Table.Th>
            <Table.Th>{t('accessLog.table.outcome')}</Table.Th>
            <Table.Th>{t('accessLog.table.ground')}</Table.Th>
            <Table.Th>{t('accessLog.table.reason')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {log.entries.map((entry, index) => (
            // Entries have no id; two can share an instant, and the list never reorders.
            <Table.Tr key={`${entry.at}-${index}`}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at, locale, log.timeZone)}</Table.Td>
              <Table.Td>{who(entry.actor, t)}</Table.Td>
              <Table.Td>{t(`accessLog.part.${entry.part}`)}</Table.Td>
              <Table.Td>{t(`accessLog.outcome.${entry.outcome}`)}</Table.Td>
              <Table.Td>{ground(entry, t)}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-word' }}>{entry.reason ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
