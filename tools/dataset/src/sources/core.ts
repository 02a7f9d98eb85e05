// The fixed frame every other module hangs from: sports, levels, the eight leagues, and the project's own source.
import { leagueSports, type League, type SourceModule } from '../model';
import { coreProducts } from '../pipeline/tables';

const leagues: [League, string, string][] = [
  ['nfl', 'National Football League', 'NFL'],
  ['nba', 'National Basketball Association', 'NBA'],
  ['mlb', 'Major League Baseball', 'MLB'],
  ['nhl', 'National Hockey League', 'NHL'],
  ['ncaa-football', 'NCAA Division I Football', 'NCAAF'],
  ['ncaa-basketball', "NCAA Division I Men's Basketball", 'NCAAB'],
  ['ncaa-baseball', 'NCAA Division I Baseball', 'NCAABSB'],
  ['ncaa-hockey', "NCAA Division I Men's Ice Hockey", 'NCAAH'],
];

export const core: SourceModule = {
  name: 'core',
  leagues: [],
  gives: coreProducts,
  build(ctx) {
    ctx.add('sources', {
      key: 'trophy-room',
      name: 'Trophy Room editors',
      url: null,
      licence: 'CC BY-SA 4.0',
      attribution: 'Compiled by the Trophy Room project',
      notes: 'Reference data (sports, levels, leagues) written by the project.',
    });
    for (const [key, name, abbreviation] of [
      ['football', 'Football', 'FB'],
      ['basketball', 'Basketball', 'BB'],
      ['baseball', 'Baseball', 'BSB'],
      ['hockey', 'Hockey', 'HKY'],
    ]) {
      ctx.add('sports', { key, slug: key, name, abbreviation });
    }
    ctx.add('levels', { key: 'professional', slug: 'professional', name: 'Professional' });
    ctx.add('levels', { key: 'ncaa-division-i', slug: 'ncaa-division-i', name: 'NCAA Division I' });
    for (const [key, name, abbreviation] of leagues) {
      const { sport, level } = leagueSports[key];
      ctx.add('leagues', { key, slug: key, name, abbreviation, sport, level, source: 'trophy-room' });
    }
  },
};
