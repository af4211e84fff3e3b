import type { Lang } from './simulations';

/**
 * A feature's words in both languages. The English version fixes the shape; the Korean must have every key
 * and nothing more, so the compiler refuses a word missing in either language:
 * `export const joinWords = wordsIn({ title: 'Take a seat' }, { title: '자리 잡기' })`, then
 * `joinWords[lang].title` in a component.
 */
export function wordsIn<Words extends object>(en: Words, ko: NoInfer<Words>): Readonly<Record<Lang, Words>> {
  return { en, ko };
}

/** A text a case's data gives in both languages: `label` in English beside `labelKo` in Korean. */
type Bilingual<Key extends string, Value> = Readonly<Record<Key | `${Key}Ko`, Value>>;

/**
 * The `key` of a case's item in `lang` (`localized(role, 'title', lang)` is `role.title` or `role.titleKo`):
 * the one place a page chooses between a case's two texts.
 */
export function localized<Key extends string, Item extends Bilingual<Key, unknown>>(
  item: Item,
  key: Key,
  lang: Lang,
): Item[Key] {
  const koKey: `${Key}Ko` = `${key}Ko`;
  // Inferred from the key alone (an item's other fields are of other types); a case gives both texts alike.
  return (lang === 'ko' ? item[koKey] : item[key]) as Item[Key];
}
