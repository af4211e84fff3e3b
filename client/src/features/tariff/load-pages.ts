/**
 * The Tariff Wars pages and their server-render queries, as the route table loads them: through this small
 * module, so the app's first bundle names one chunk for the whole game (the home route's JavaScript budget)
 * and the list of what each page needs lives here. The team page (phones) and the instructor's two pages
 * are separate chunks.
 */
const instructor = () => import('./components/instructor-pages');

export const teamPage = () => import('./components/team-page');
export const teamQueries = async () => (await teamPage()).teamPageQueries();
export const gamePage = () => instructor().then((m) => ({ default: m.GameControlPage }));
export const gameQueries = async () => (await instructor()).gameControlQueries();
export const scoreboardPage = () => instructor().then((m) => ({ default: m.ScoreboardPage }));
export const scoreboardQueries = async () => (await instructor()).scoreboardQueries();
