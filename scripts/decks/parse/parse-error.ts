/** A mistake in a deck source, located by file name and 1-based line. */
export class DeckParseError extends Error {
  constructor(
    readonly source: string,
    readonly line: number,
    message: string,
  ) {
    super(`${source}:${line}: ${message}`);
    this.name = 'DeckParseError';
  }
}
