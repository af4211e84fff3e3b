import { queryOptions, useQuery } from '@tanstack/react-query';
import { courseReportUrls, type CourseReport } from '@shared/contracts/course-report';
import type { Lang } from '@shared/simulations';
import { getData } from '@/lib/api';

/** GET /api/classes/{id}/report?lang= (instructor only): the course report for the client. */
export const courseReportQueryOptions = (classId: number, lang: Lang) =>
  queryOptions({
    queryKey: [courseReportUrls(classId).report, { lang }],
    queryFn: () => getData<CourseReport>(`${courseReportUrls(classId).report}?lang=${lang}`),
    // read during the class too: seats join, deals close and feedback arrives while it is open
    meta: { liveTopics: ['classes', 'feedback', 'roster'] },
  });

export const useCourseReport = (classId: number, lang: Lang) =>
  useQuery(courseReportQueryOptions(classId, lang));
