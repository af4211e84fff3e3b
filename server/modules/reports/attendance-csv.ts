import type { CourseReport } from '@shared/contracts/course-report';
import { courseReportText } from '@shared/course-report-text';
import { toCsv } from '@shared/csv';

/**
 * The attendance as the CSV an HRD training report asks for: one row per student with the name, the time in
 * and the time out (the last time the seat was seen), in the report's language, and what they took part in.
 * Times are ISO 8601 with the offset, which spreadsheets read as times wherever the file is opened.
 */
export function attendanceCsv(report: CourseReport): string {
  const w = courseReportText[report.lang];
  return toCsv(report.attendance, [
    { header: w.course, value: () => report.class.name },
    { header: w.name, value: (s) => s.name },
    { header: w.timeIn, value: (s) => s.joinedAt },
    { header: w.timeOut, value: (s) => s.lastSeenAt },
    { header: w.activities, value: (s) => s.activities.join(' / ') },
  ]);
}
