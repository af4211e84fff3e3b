import { casesUrl } from '@shared/contracts/cases-config';
import { defineRead, ok, type Read } from '../../lib/reads';
import type { ModuleContext } from '../context';
import { listCases } from './service';

/** GET /api/cases: every case, built-in and added, with its status and problems (instructor only). */
export const casesReads = ({ db }: ModuleContext): Read[] => [
  defineRead({
    path: casesUrl,
    public: false,
    adminOnly: true,
    read: async () => ok(await listCases(db)),
  }),
];
