import { Router } from 'express';
import { noStore } from '../../lib/http';
import { requireAdmin } from '../../middleware/require-admin';
import type { ModuleContext } from '../context';
import { attendanceCsv } from './attendance-csv';
import { classIdOr404, langOr400 } from './lang';
import { courseReport } from './service';

/**
 * The course report's CSV, mounted at /api/classes (the report itself is a read, reads.ts): GET
 * /{id}/report.csv, the attendance (instructor only, never cached).
 */
export function reportsRouter(ctx: ModuleContext): Router {
  const router = Router();
  router.get('/:id/report.csv', requireAdmin, async (req, res) => {
    noStore(res);
    const id = classIdOr404(String(req.params.id));
    const report = await courseReport(ctx, id, langOr400(req.query.lang));
    res
      .type('text/csv; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="class-${id}-attendance.csv"`)
      .send(attendanceCsv(report));
  });
  return router;
}
