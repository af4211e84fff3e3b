import { courseReportUrls, type CourseReport } from '@shared/contracts/course-report';
import { defineRead, ok, type Read } from '../../lib/reads';
import type { ModuleContext } from '../context';
import { classIdOr404, langOr400 } from './lang';
import { courseReport } from './service';

/** GET /api/classes/{id}/report?lang=en|ko: the course report (instructor only; names, so never public). */
export const reportsReads = (ctx: ModuleContext): Read[] => [
  defineRead({
    path: courseReportUrls(':id').report,
    public: false,
    adminOnly: true,
    headers: { 'X-Robots-Tag': 'noindex' },
    read: async (_viewer, params, query) =>
      ok<CourseReport>(await courseReport(ctx, classIdOr404(params.id), langOr400(query.lang))),
  }),
];
