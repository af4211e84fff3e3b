/** Texts a user sees that both the client and the server produce (SPEC sections 4, 5 and 8). */
export const messages = {
  loginFailed: 'Login failed. Please check your credentials.',
  tooManyLogins: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  signInRequired: 'Please sign in as the instructor to do this.',
  notFound: 'Not found.',
  badJson: 'The request body is not valid JSON.',
  tooLarge: 'The request body is too large.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  internal: 'Something went wrong on the server. Please try again.',
  databaseUnavailable: 'The database is not available right now. Please try again shortly.',
} as const;
