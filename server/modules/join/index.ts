/** The join module's public face: the join screen and the site's address as phones reach it. */
export { joinReads } from './reads';
export { joinSiteAddress } from './service';
