import { Marked } from 'marked';
import type { Lang } from '@shared/simulations';
import { DOCUMENT_HEADING } from '@shared/document-heading';

/** A document as a page shows it: its title (its first heading) and its body as HTML. */
export interface RoleDocument {
  title: string;
  html: string;
}

/** Text for HTML: what raw HTML in a document becomes (shown as written, never run). */
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A link or image address a document may use: a page of the site, a fragment, or an https/mailto link. */
const SAFE_LINK = /^(?:\/(?!\/)|#|https:\/\/|mailto:)/i;

/**
 * The rules every document is rendered by, a shipped case's or an added one's (an instructor's upload is not
 * ours to trust): raw HTML is shown as text, never run; an image is only one the site serves itself (no
 * remote image reports who read a sheet); a link goes nowhere but https, mailto or the site. The roles
 * module renders the pages with it, the cases module the preview of a package before it is added.
 */
const markdown = new Marked({
  gfm: true,
  breaks: false,
  renderer: {
    // A checklist item (`- [ ] …`, the observer sheet's) is a box to tick on paper, not a form control nobody
    // can save: a drawn box, hidden from screen readers, instead of an unlabelled <input>.
    checkbox: ({ checked }) => `<span class="check-box" aria-hidden="true">${checked ? '☑' : '☐'}</span> `,
    html: ({ text }) => escapeHtml(text),
    image: ({ href, text }) =>
      href.startsWith('/') && !href.startsWith('//')
        ? `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}">`
        : escapeHtml(text),
    link({ href, tokens }) {
      const label = this.parser.parseInline(tokens);
      return SAFE_LINK.test(href) ? `<a href="${escapeHtml(href)}">${label}</a>` : label;
    },
  },
});

/**
 * Splits off the document's first-level heading (the page shows it as its own h1) and renders the rest, by
 * the rules above (no raw HTML, no remote image, no script link). Tables are wrapped in
 * a focusable box that scrolls sideways on a phone instead of widening the page.
 */
export function renderRoleDocument(source: string, lang?: Lang): RoleDocument {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const heading = DOCUMENT_HEADING.exec(text);
  if (!heading) throw new Error('a role document must start with a "# Title" heading');
  const body = text.slice(0, heading.index) + text.slice(heading.index + heading[0].length);
  const html = (markdown.parse(body, { async: false }) as string)
    .replaceAll('<table>', '<div class="table-scroll" tabindex="0"><table>')
    .replaceAll('</table>', '</table></div>');
  return {
    title: heading[1]!.replace(/\*/g, ''),
    // Korean names inside an English document are marked, so a screen reader reads them in Korean.
    html: lang === 'en' ? html.replace(HANGUL_RUN, '<span lang="ko">$&</span>') : html,
  };
}

/** Hangul words (and the spaces between them); the Markdown has no raw HTML, so these are all text. */
const HANGUL_RUN = /[\uAC00-\uD7A3]+(?:\s+[\uAC00-\uD7A3]+)*/g;
