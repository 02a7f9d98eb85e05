// NBA source module (implementation split under ./nba/).
export { nba } from './nba/index';
