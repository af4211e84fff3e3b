/**
 * A document's title: its first-level heading (`# Title`), which a page shows as its own h1. Every Markdown
 * document the site renders has one; a case package whose document has none is refused by the check.
 */
export const DOCUMENT_HEADING = /^#\s+(.+?)\s*#*\s*$/m;
