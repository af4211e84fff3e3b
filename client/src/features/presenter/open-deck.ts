import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
// pdf.js parses in its own worker, served from this site (CSP worker-src 'self'): never a CDN.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { DeckLoadError } from './load-deck';
import { presenterMessages as m } from './messages';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Parses the PDF bytes with pdf.js; a corrupt file becomes a clear DeckLoadError. */
export async function openDeck(bytes: Uint8Array, path: string): Promise<PDFDocumentProxy> {
  let doc: PDFDocumentProxy;
  try {
    doc = await getDocument({
      data: bytes,
      // The CSP forbids eval; telling pdf.js avoids its probe (and the console noise).
      isEvalSupported: false,
      enableXfa: false,
    }).promise;
  } catch {
    throw new DeckLoadError(m.unreadable(path), false);
  }
  if (doc.numPages < 1) throw new DeckLoadError(m.empty(path), false);
  return doc;
}
