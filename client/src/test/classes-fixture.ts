import type { CourseClass } from '@shared/contracts/classes-config';

/** The classes a test's fake server knows: this one (id 2) and one before it (id 1), newest first. */
export const CURRENT = 2;
export const EARLIER = 1;
const counts = {
  results: { queenOfSorrows: 0, shinhwaDaesung: 0 },
  feedback: 0,
  recommendScore: null,
  tariffGames: 0,
};
export const classes: CourseClass[] = [
  {
    id: CURRENT,
    name: 'Hyundai Card cohort 7',
    startedAt: '2025-03-01T12:00:00.000Z',
    endedAt: null,
    isCurrent: true,
    counts,
    retentionDays: 180,
    destroysPersonalDataAt: null,
    personalDataDestroyedAt: null,
  },
  {
    id: EARLIER,
    name: 'Samsung cohort 3',
    startedAt: '2025-02-03T12:00:00.000Z',
    endedAt: '2025-03-01T12:00:00.000Z',
    isCurrent: false,
    counts,
    retentionDays: 180,
    destroysPersonalDataAt: '2025-08-28T12:00:00.000Z',
    personalDataDestroyedAt: null,
  },
];
