import { debriefFigures } from '@shared/case-figures';
import { debriefUrls } from '@shared/contracts/debrief';
import { json } from './render';

/**
 * The signed-in instructor's `GET /api/sims/{key}/case-figures`, answered as the server answers it (from
 * shared/case-figures, which only tests and the server import); null for any other URL. A stubFetch
 * handler of a page that draws the results chart or the debrief calls it first.
 */
export function caseFiguresAnswer(url: string): Response | null {
  const key = /^\/api\/sims\/([^/?]+)\/case-figures$/.exec(url)?.[1];
  if (!key || debriefUrls(key).caseFigures !== url) return null;
  return json(200, { success: true, data: debriefFigures(key) });
}
