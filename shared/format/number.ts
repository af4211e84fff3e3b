/** A count in a sentence or a table: 1,234 (both languages group digits the same way). */
const counts = new Intl.NumberFormat('en');

export const formatCount = (n: number): string => counts.format(n);
