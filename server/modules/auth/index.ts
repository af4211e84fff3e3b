/** The auth module's public face: the instructor's sign-in, its sessions and who a session is. */
export { authRouter, sessionMiddleware } from './router';
export { sessionUser } from './service';
