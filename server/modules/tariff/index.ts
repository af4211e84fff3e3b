/**
 * The Tariff Wars module's public face: games, teams and their choices. Modules after it in the order
 * (server/modules/README.md) import these.
 */
import { onTariffTeams } from '../pairing';
import { tariffTeams } from './teams-view';

export { tariffGroupOf, tariffRouter } from './router';
export { tariffReads } from './reads';

// The pairing module, before tariff in the order, shows Tariff Wars teams through its hook (its assignments
// route, a seat's assignments on /me).
onTariffTeams(tariffTeams);
