import { queryOptions, useQuery } from '@tanstack/react-query';
import { classQuery, type ClassFilter } from '@shared/contracts/classes-config';
import { seatsUrl, type RosterSeat } from '@shared/contracts/seats-config';
import { getData } from '@/lib/api';

/** The start of every roster's key: invalidating it refreshes all of them. */
export const rosterKey = [seatsUrl, 'roster'] as const;

/**
 * GET /api/seats?class= (instructor): a class's seats in the order they joined, who is online and when last
 * seen. Admin → Class and a simulation's run page (pairing) both show it.
 */
export const rosterQueryOptions = (filter: ClassFilter = 'current') =>
  queryOptions({
    queryKey: [...rosterKey, { class: filter }],
    queryFn: () => getData<RosterSeat[]>(`${seatsUrl}?${classQuery(filter)}`),
    // a seat joined, left, was renamed, came online or went; a new class changes which roster is "this class"
    meta: { liveTopics: ['roster', 'classes'] },
  });

export const useRoster = (filter: ClassFilter = 'current') => useQuery(rosterQueryOptions(filter));
