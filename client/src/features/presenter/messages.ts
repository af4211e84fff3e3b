/** Everything the presenter says to the instructor when something is wrong. */
export const presenterMessages = {
  heading: 'These slides cannot be shown',
  missing: 'No deck was given. Open the presenter from the Presentation Decks page with Present Slides.',
  invalid: (given: string) =>
    `“${given}” is not a deck of this site. The presenter only opens PDF files under /decks/ on this site, for example /decks/negotiation.pdf.`,
  notFound: (path: string) =>
    `The deck ${path} was not found. It may not exist, or it may be hidden from students: sign in as the instructor on this site, then try again.`,
  forbidden: (path: string) =>
    `You may not open ${path}: its download is turned off for students. Sign in as the instructor on this site, then try again.`,
  status: (path: string, status: number) =>
    `The server could not send ${path} (error ${status}). Try again in a moment.`,
  network: (path: string) =>
    `${path} could not be loaded: the server cannot be reached. Check the connection and try again.`,
  unreadable: (path: string) => `${path} is not a readable PDF file.`,
  empty: (path: string) => `${path} has no pages to show.`,
  failed: 'The presenter could not start. Reload the page to try again.',
  back: 'Back to Presentation Decks',
  projectorEnded: 'No presentation on this screen',
  projectorEndedText:
    'The presentation has ended, or this screen was never connected to one. To show a presentation here, enter the code its presenter view shows.',
  enterCode: 'Enter a code',
  retry: 'Try again',
} as const;

export type PresenterMessageKey = keyof typeof presenterMessages;
