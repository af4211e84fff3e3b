import { Router } from 'express';
import {
  feedbackArchiveSchema,
  feedbackMessages,
  feedbackSubmissionSchema,
  type FeedbackArchive,
  type FeedbackSubmission,
} from '@shared/contracts/feedback';
import { feedbackFormSettingSchema, type FeedbackFormSetting } from '@shared/contracts/visibility';
import { HttpError, noStore, sendOk } from '../../lib/http';
import { requireAdmin } from '../../middleware/require-admin';
import { parseId, validateBody } from '../../middleware/validate';
import type { ModuleContext } from '../context';
import {
  getFeedbackFormVisible,
  insertFeedback,
  listFeedback,
  setFeedbackArchived,
  setFeedbackFormVisible,
} from './repository';
import { assertFeedbackOpen } from './service';

const feedbackId = (params: object) => parseId((params as { id?: string }).id);

/**
 * Course feedback and the switch that opens it. Mounted at the API root (it serves /settings/... and
 * /feedback/...), so every middleware here is attached to a route, never with router.use.
 */
export function feedbackRouter({ db, publicPostLimiter }: ModuleContext): Router {
  const router = Router();

  router.get('/settings/feedback-form', async (_req, res) => {
    noStore(res);
    sendOk<FeedbackFormSetting>(res, { isVisible: await getFeedbackFormVisible(db) });
  });

  router.patch(
    '/settings/feedback-form',
    requireAdmin,
    validateBody(feedbackFormSettingSchema),
    async (req, res) => {
      const { isVisible } = req.body as FeedbackFormSetting;
      sendOk<FeedbackFormSetting>(res, { isVisible: await setFeedbackFormVisible(db, isVisible) });
    },
  );

  router.post(
    '/feedback/submit',
    publicPostLimiter,
    // Closed is checked before the body, so nobody corrects their input only to be told it is closed.
    async (req, _res, next) => {
      await assertFeedbackOpen(db, Boolean(req.admin));
      next();
    },
    validateBody(feedbackSubmissionSchema),
    async (req, res) => {
      const id = await insertFeedback(db, req.body as FeedbackSubmission);
      sendOk(res, { id }, 201);
    },
  );

  router.get('/feedback', requireAdmin, async (_req, res) => {
    noStore(res);
    sendOk(res, await listFeedback(db));
  });

  router.patch(
    '/feedback/:id/archive',
    requireAdmin,
    // An unknown id is a 404 whatever the body says.
    (req, _res, next) => next(void feedbackId(req.params)),
    validateBody(feedbackArchiveSchema),
    async (req, res) => {
      const id = feedbackId(req.params);
      const entry = await setFeedbackArchived(db, id, (req.body as FeedbackArchive).isArchived);
      if (!entry) throw new HttpError(404, feedbackMessages.notFound);
      sendOk(res, entry);
    },
  );

  return router;
}
