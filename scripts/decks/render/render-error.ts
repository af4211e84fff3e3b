import type { Deck, Slide } from '../deck';

/** A slide that cannot be laid out (text too long, title too wide...), named by deck, slide and source line. */
export class DeckRenderError extends Error {
  constructor(deck: Deck, slide: Slide, message: string) {
    super(
      `${deck.key}${deck.lang === 'ko' ? ' (ko)' : ''}${deck.kind === 'handout' ? ' handout' : ''} ` +
        `${deck.kind === 'handout' ? 'page' : 'slide'} ${slide.number} "${slide.title}" (source line ${slide.line}): ${message}`,
    );
    this.name = 'DeckRenderError';
  }
}
