/**
 * Texts a user sees that both the client and the server produce, each written
 * once. Messages of one area that only its contract uses live beside that contract (feedbackMessages,
 * simulationClosedMessage).
 */
export const messages = {
  // sign-in
  loginFailed: 'Login failed. Please check your credentials.',
  tooManyLogins: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  signInRequired: 'Please sign in as the instructor to do this.',
  // any request
  notFound: 'Not found.',
  badRequest: 'Bad request.',
  badJson: 'The request body is not valid JSON.',
  notJson: 'Send the request body as JSON (Content-Type: application/json).',
  crossSite: 'Cross-site requests are not allowed.',
  tooLarge: 'The request body is too large.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  internal: 'Something went wrong on the server. Please try again.',
  databaseUnavailable: 'The database is not available right now. Please try again shortly.',
  diskFull: "The server's disk is full; nothing was saved. Free some space on the server and try again.",
  // slide decks and simulations
  unknownDeck: 'Unknown deck.',
  unknownSimulation: 'Unknown simulation.',
  unknownRole: 'Unknown role.',
  unknownLanguage: 'Unknown language: use lang=en or lang=ko.',
  noTeachingNotes: 'This simulation has no teaching notes.',
  noDebriefDeck: 'This simulation has no debrief deck.',
  noObserverSheet: 'This simulation has no observer sheet.',
  noGeneralInformation: 'This simulation has no general information.',
  deckNotDownloadable: 'The instructor has not made these slides available for download.',
} as const;
