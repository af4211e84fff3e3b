import { feedbackUrls } from '@shared/contracts/feedback-config';
import type { FeedbackFormSetting } from '@shared/contracts/visibility-config';
import { defineRead, ok, type Read } from '../../lib/reads';
import { classFilterOr400 } from '../../middleware/validate';
import type { ModuleContext } from '../context';
import { feedbackEntries, isFeedbackFormVisible } from './service';

/** The feedback form's switch (anyone) and the entries of a class (`?class=`, the instructor). */
export const feedbackReads = ({ db }: ModuleContext): Read[] => [
  defineRead({
    path: feedbackUrls.formSetting,
    public: true,
    read: async () => ok<FeedbackFormSetting>({ isVisible: await isFeedbackFormVisible(db) }),
  }),
  defineRead({
    path: feedbackUrls.list,
    public: false,
    adminOnly: true,
    read: async (_viewer, _params, query) => ok(await feedbackEntries(db, classFilterOr400(query.class))),
  }),
];
