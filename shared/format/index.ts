/**
 * The one module that writes amounts, counts, dates and lists for people, in English and Korean. Pages,
 * the server's reports and the case packages all write them through it.
 */
export * from './date';
export * from './list';
export * from './number';
export * from './won';
