import { useEffect } from 'react';
import type { Lang } from '@shared/simulations';

/**
 * The document's language follows the page: the server sends `<html lang="ko">` for a Korean page, and a
 * page reached or left in the app (a link, Back) sets it the same way, so Back from a Korean page to
 * another Korean page stays `lang="ko"`.
 */
export function useDocumentLang(lang: Lang) {
  useEffect(() => {
    document.documentElement.lang = lang;
    return () => {
      document.documentElement.lang = 'en';
    };
  }, [lang]);
}
