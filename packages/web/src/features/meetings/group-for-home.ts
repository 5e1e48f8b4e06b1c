import { type Country, homeSection, type HomeSection, type MeetingSummary, orderForHome } from '@konsult/domain';

export const HOME_SECTIONS: readonly HomeSection[] = ['today', 'upcoming', 'ended'];

/** The home list's sections, each in the domain's order (today by time, upcoming soonest, ended newest first). */
export function groupForHome(
  meetings: readonly MeetingSummary[],
  now: number,
  country: Country,
): Record<HomeSection, MeetingSummary[]> {
  const groups: Record<HomeSection, MeetingSummary[]> = { today: [], upcoming: [], ended: [] };
  for (const meeting of orderForHome(meetings, now, country)) groups[homeSection(meeting, now, country)].push(meeting);
  return groups;
}
