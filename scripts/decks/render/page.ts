/** Page sizes and the slide's fixed geometry, in PDF points (1/72 inch). */

export const PAGE = { width: 960, height: 540 } as const;
export const A4 = { width: 595.28, height: 841.89 } as const;

export const MARGIN_X = 56;
export const CONTENT_W = PAGE.width - 2 * MARGIN_X;
export const TITLE_BAR_H = 92;
export const BODY_TOP = TITLE_BAR_H + 30;
export const BODY_BOTTOM = 476;
export const FOOTER_RULE_Y = 494;
export const COLUMN_GAP = 44;

/** Text sizes tried from the first to the last, until the slide fits. */
export const TITLE_SIZES = [32, 31, 30, 29, 28];
export const BODY_SIZES = [24, 23, 22, 21, 20, 19, 18];
export const MIN_TITLE_SIZE = 28;
export const MIN_BODY_SIZE = 18;

/** The pdfkit document being drawn on. */
export type Doc = PDFKit.PDFDocument;
