// College football (men's NCAA Division I FBS): programmes and team seasons 2013-2023 (cfb_team_seasons), stadiums
// and coaches (2021 snapshot), head coaches by season 2014-2020 (CollegeFootballData), and the national champions
// (hand: AP poll era 1936-1997, BCS 1998-2013, CFP 2014-).
import type { SourceModule } from '../../model';
import { identityYears, loadSchools } from '../../shared/college';
import { Pending } from '../../shared/pending';
import { addCfbdCoaches } from './cfbd-coaches';
import { crossCheckNames } from './cfbplotr';
import { addChampions } from './champions';
import { addSnapshotCoaches } from './coaches-snapshot';
import { L, addSources } from './sources';
import { addStadiums } from './stadiums';
import { addTeamSeasons } from './team-seasons';
import { coreProducts, leagueProducts } from '../../pipeline/tables';

export const ncaaFootball: SourceModule = {
  name: L,
  leagues: [L],
  needs: coreProducts,
  gives: leagueProducts,
  group: 'college',
  build(ctx) {
    const p = new Pending();
    addSources(ctx);
    const schools = loadSchools(ctx, 'football_schools.csv');
    addTeamSeasons(ctx, p, schools);
    crossCheckNames(ctx, schools);
    const venueByName = addStadiums(ctx, p, schools);
    addChampions(ctx, p, schools, venueByName);
    addSnapshotCoaches(ctx, p, schools, addCfbdCoaches(ctx, p, schools));
    identityYears(p, L);
    p.flush(ctx);
  },
};
