import { queryOptions } from '@tanstack/react-query';
import { deckNotesUrl, type SlideNotes } from '@shared/contracts/presenter-config';
import type { DeckKey } from '@shared/keys';
import type { Lang } from '@shared/simulations';
import { getData } from '@/lib/api';

/** A deck's speaker notes (instructor only); they change only with a rebuild of the decks. */
export const deckNotesQuery = (deck: DeckKey, lang: Lang) =>
  queryOptions({
    queryKey: [deckNotesUrl(deck, lang)],
    queryFn: () => getData<SlideNotes[]>(deckNotesUrl(deck, lang)),
    staleTime: Infinity,
    meta: { liveTopics: [] },
  });
