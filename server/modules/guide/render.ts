import { Marked } from 'marked';

/** Text for HTML attributes and headings. */
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A heading's anchor as a repository host writes it ("Absent, back, late, gone" -> "absent-back-late-gone"),
 * so a section's link is the same on the site and in the repository's docs folder.
 */
export const headingId = (text: string) =>
  text
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s/g, '-');

/** A guide's image: one of the screenshots `npm run docs:shots` wrote into docs/images. */
export const GUIDE_IMAGE = /^[a-z0-9][a-z0-9-]*\.png$/;

/**
 * The instructor's guide as the site shows it: headings get their anchors (the instructor's pages link to a
 * section), screenshots come from /guide/images, and a link to another file of the repository (an ADR, the
 * operator's manual) keeps only its words: those are for whoever reads the repository, not the class.
 */
const guideMarkdown = new Marked({
  gfm: true,
  renderer: {
    heading({ tokens, depth, text }) {
      const inner = this.parser.parseInline(tokens);
      return `<h${depth} id="${headingId(text)}">${inner}</h${depth}>\n`;
    },
    image({ href, text }) {
      const file = href.replace(/^images\//, '');
      return GUIDE_IMAGE.test(file) && href.startsWith('images/')
        ? `<img src="/guide/images/${file}" alt="${escapeHtml(text)}" loading="lazy">`
        : escapeHtml(text);
    },
    link({ href, tokens }) {
      const label = this.parser.parseInline(tokens);
      return href.startsWith('#') || href.startsWith('https://')
        ? `<a href="${escapeHtml(href)}">${label}</a>`
        : label;
    },
  },
});

export const renderGuideBody = (source: string) => guideMarkdown.parse(source, { async: false }) as string;

/** The whole page: the guide in the site's colours, readable on a laptop beside the class and on a phone. */
export const guidePage = (body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Instructor's guide</title>
<style>
body{margin:0;font:16px/1.6 system-ui,-apple-system,"Segoe UI","Malgun Gothic","Apple SD Gothic Neo",sans-serif;color:#0f172a;background:#f8fafc}
main{max-width:52rem;margin:0 auto;padding:1.5rem 1rem 4rem}
nav a,a{color:#1d4ed8}
h1{font-size:2rem;margin:.5rem 0 1rem}
h2{font-size:1.5rem;margin-top:2.5rem;padding-top:1rem;border-top:1px solid #e2e8f0}
h3{font-size:1.2rem;margin-top:1.75rem}
img{max-width:100%;height:auto;border:1px solid #cbd5e1;border-radius:.5rem;margin:.5rem 0}
code{background:#e2e8f0;border-radius:.25rem;padding:0 .25rem;font-size:.9em}
table{border-collapse:collapse;display:block;overflow-x:auto}
td,th{border:1px solid #cbd5e1;padding:.25rem .5rem;vertical-align:top;text-align:left}
:target{scroll-margin-top:1rem;background:#fef9c3}
</style>
</head>
<body><main><nav><a href="/admin">Back to the site</a></nav>
${body}
</main></body>
</html>
`;
