import { defineRead, ok, type Read } from '../../lib/reads';
import type { ModuleContext } from '../context';
import { dashboardFigures } from './service';

/** GET /api/admin/dashboard: the instructor's figures. */
export const dashboardReads = ({ db }: ModuleContext): Read[] => [
  defineRead({
    path: '/api/admin/dashboard',
    public: false,
    adminOnly: true,
    read: async () => ok(await dashboardFigures(db)),
  }),
];
