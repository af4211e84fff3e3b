/**
 * Korean particles that depend on the word before them: 을/를, 은/는, 이/가 follow whether its last
 * syllable ends in a consonant (받침). A word that does not end in Hangul (digits, Latin) takes the form
 * written for a final consonant, with the other in brackets: 을(를).
 */
export function withParticle(word: string, afterConsonant: string, afterVowel: string): string {
  const last = word.charCodeAt(word.length - 1) - 0xac00;
  if (last < 0 || last >= 11172) return `${word}${afterConsonant}(${afterVowel})`;
  return word + (last % 28 !== 0 ? afterConsonant : afterVowel);
}
