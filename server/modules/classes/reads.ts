import { classesUrl } from '@shared/contracts/classes-config';
import { defineRead, ok, type Read } from '../../lib/reads';
import type { ModuleContext } from '../context';
import { courseClasses } from './service';

/** GET /api/classes: the classes with their counts (instructor only). */
export const classesReads = ({ db }: ModuleContext): Read[] => [
  defineRead({
    path: classesUrl,
    public: false,
    adminOnly: true,
    read: async () => ok(await courseClasses(db)),
  }),
];
