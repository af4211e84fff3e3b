/** The privacy module's public face: who is responsible for the students' data, as the operator set it. */
export { privacyReads } from './reads';
