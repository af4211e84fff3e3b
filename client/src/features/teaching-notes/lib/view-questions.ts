/**
 * The teaching note's questions for each projector debrief view. Convention (the teaching notes follow it,
 * in both languages): a heading whose text starts with "View N" (English) or "화면 N" (Korean), N from 1
 * to 9, owns the list items that follow it up to the next heading; those items are the questions shown
 * beside view N. Anything else in the note is ignored, so the section reads as ordinary prose in the panel.
 * The note arrives as HTML rendered on the server from our own Markdown (GET teaching-notes).
 */
const VIEW_HEADING = /^\s*(?:View|화면)\s*(\d)\b/;

export function viewQuestions(html: string): Record<number, string[]> {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const out: Record<number, string[]> = {};
  let current: number | null = null;
  for (const el of Array.from(doc.body.querySelectorAll('h1, h2, h3, h4, h5, h6, li'))) {
    if (el.tagName !== 'LI') {
      const m = VIEW_HEADING.exec(el.textContent ?? '');
      current = m ? Number(m[1]) : null;
      continue;
    }
    if (current === null) continue;
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (text) (out[current] ??= []).push(text);
  }
  return out;
}
