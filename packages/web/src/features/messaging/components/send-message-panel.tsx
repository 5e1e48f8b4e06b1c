import { MARKET_TIME_ZONE, type Meeting } from '@konsult/domain';
import { Divider, Stack } from '@mantine/core';
import { useMe } from '../../../lib/session/me-context';
import { ConversationThread } from './conversation-thread';
import { SendMessageForm } from './send-message-form';

/** The send-message action's panel: the form, then the meeting's conversation with the patient. */
export function SendMessagePanel({ meeting }: { meeting: Meeting }) {
  const me = useMe();
  return (
    <Stack gap="md">
      <SendMessageForm meetingId={meeting.id} patientName={meeting.user.name} />
      <Divider />
      <ConversationThread meetingId={meeting.id} timeZone={MARKET_TIME_ZONE[me.pool.country]} />
    </Stack>
  );
}
