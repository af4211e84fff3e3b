/** The events module's public face: the live channel's stream (GET /api/events) and a stream's audience. */
export { eventsRouter } from './router';
export { streamGroupsOf } from './stream-groups';
