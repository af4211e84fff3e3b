import { Router } from 'express';
import {
  feedbackArchiveSchema,
  feedbackMessages,
  feedbackSubmissionSchema,
} from '@shared/contracts/feedback';
import { feedbackFormSettingSchema, type FeedbackFormSetting } from '@shared/contracts/visibility';
import { sendOk } from '../../lib/http';
import { requireAdmin } from '../../middleware/require-admin';
import { isId, validateParam, withBody } from '../../middleware/validate';
import type { ModuleContext } from '../context';
import { archiveFeedback, assertFeedbackOpen, showFeedbackForm, submitFeedback } from './service';

/**
 * Course feedback and the switch that opens it. Mounted at the API root (it serves /settings/... and
 * /feedback/...), so every middleware here is attached to a route, never with router.use.
 */
export function feedbackRouter({ db, publicPostLimiter, live }: ModuleContext): Router {
  const router = Router();
  const submitLimiter = publicPostLimiter('feedback');

  router.patch(
    '/settings/feedback-form',
    requireAdmin,
    withBody(feedbackFormSettingSchema, async (_req, res, { isVisible }) => {
      sendOk<FeedbackFormSetting>(res, { isVisible: await showFeedbackForm(db, isVisible) });
      live.publish({ type: 'feedbackForm' }, 'everyone');
    }),
  );

  router.post(
    '/feedback/submit',
    submitLimiter,
    // Closed is checked before the body, so nobody corrects their input only to be told it is closed.
    async (req, _res, next) => {
      await assertFeedbackOpen(db, Boolean(req.admin));
      next();
    },
    withBody(feedbackSubmissionSchema, async (_req, res, submission) => {
      sendOk(res, { id: await submitFeedback(db, submission) }, 201);
      live.publish({ type: 'feedback' }, 'instructor');
    }),
  );

  router.patch(
    '/feedback/:id/archive',
    requireAdmin,
    // An unknown id is a 404 whatever the body says.
    validateParam('id', isId, feedbackMessages.notFound),
    withBody(feedbackArchiveSchema, async (req, res, { isArchived }) => {
      sendOk(res, await archiveFeedback(db, Number(req.params.id), isArchived));
      live.publish({ type: 'feedback' }, 'instructor');
    }),
  );

  return router;
}
