import { useSearch } from 'wouter';
import { DECKS_LANG_PARAM } from '@shared/routes';
import DecksPage from '@/features/decks/components/decks-page';
import { useSeatLang } from '@/features/seats/api/get-seat-lang';

/**
 * The decks page in its reader's language: Korean with `?lang=ko` (rendered so on the server), or for a
 * Korean seat once the page has learned of it (the seats feature reads the seat, the decks feature speaks).
 */
export default function DecksRoute() {
  const askedKorean = new URLSearchParams(useSearch()).get(DECKS_LANG_PARAM) === 'ko';
  const seatLang = useSeatLang();
  return <DecksPage lang={askedKorean || seatLang === 'ko' ? 'ko' : 'en'} />;
}
