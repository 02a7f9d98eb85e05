// The repositories the routes use, attached to the Fastify instance as app.repos.
import { BracketsRepository } from './brackets/repository';
import { ChampionshipsRepository } from './championships/repository';
import { CoreRepository } from './core/repository';
import { DatedGamesRepository } from './games/dated-repository';
import { GamesRepository } from './games/repository';
import { HeadToHeadRepository } from './head-to-head/repository';
import { PeopleRepository } from './people/repository';
import type { Sql } from './plugins/db';
import { SearchRepository } from './search/repository';
import { TeamsRepository } from './teams/repository';
import { QualityRepository } from './quality/repository';
import { QualityFiguresRepository } from './quality/figures';
import { AnalyticsRepository } from './analytics/repository';
import { AwardsRepository } from './awards/repository';
import { LeadersRepository } from './leaders/repository';

export function createRepositories(sql: Sql) {
  return {
    core: new CoreRepository(sql),
    championships: new ChampionshipsRepository(sql),
    brackets: new BracketsRepository(sql),
    teams: new TeamsRepository(sql),
    games: new GamesRepository(sql),
    datedGames: new DatedGamesRepository(sql),
    headToHead: new HeadToHeadRepository(sql),
    people: new PeopleRepository(sql),
    search: new SearchRepository(sql),
    quality: new QualityRepository(sql),
    qualityFigures: new QualityFiguresRepository(sql),
    analytics: new AnalyticsRepository(sql),
    awards: new AwardsRepository(sql),
    leaders: new LeadersRepository(sql),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
