// A synthetic dataset of realistic size (for the benchmark when data/ is absent, or with --synthetic).
// Deterministic (a fixed linear congruential sequence); it is fake data and never written to data/.
import { leagueKeys, type Row, type TableName } from '../src/model';
import type { DatasetInput } from '../src/write-types';

export function syntheticDataset(scale = 1): DatasetInput {
  const store = new Map<TableName, Row<TableName>[]>();
  const add = <T extends TableName>(t: T, r: Row<T>) => {
    if (!store.has(t)) store.set(t, []);
    store.get(t)!.push(r as Row<TableName>);
  };
  let seed = 12345;
  const rnd = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  add('sources', { key: 'synthetic', name: 'Synthetic benchmark data' });
  for (const s of ['football', 'basketball', 'baseball', 'hockey'])
    add('sports', { key: s, slug: s, name: s });
  add('levels', { key: 'pro', slug: 'pro', name: 'Pro' });
  const leagues = leagueKeys;
  const sportOf = ['football', 'basketball', 'baseball', 'hockey'];
  leagues.forEach((l, i) =>
    add('leagues', {
      key: l,
      slug: l,
      name: l.toUpperCase(),
      sport: sportOf[i % 4],
      level: 'pro',
      source: 'synthetic',
    }),
  );
  const teamsPer = [32, 30, 30, 32, 130, 360, 300, 60].map((n) => Math.ceil(n * scale));
  const years = [100, 78, 150, 105, 60, 80, 40, 70];
  const gamesPer = [16, 82, 162, 82, 12, 30, 55, 34];
  for (let li = 0; li < leagues.length; li++) {
    const lg = leagues[li];
    add('championships', {
      key: `${lg}:title`,
      slug: `${lg}-title`,
      league: lg,
      name: `${lg} title`,
      source: 'synthetic',
    });
    const teams: string[] = [];
    for (let t = 0; t < teamsPer[li]; t++) {
      const key = `${lg}:T${t}`;
      teams.push(key);
      add('teams', {
        key,
        slug: `${lg}-team-${t}`,
        league: lg,
        name: `Team ${t}`,
        city: `City ${t}`,
        abbreviation: `T${t}`,
        is_active: true,
        source: 'synthetic',
      });
      add('team_identities', {
        key: `${key}:1`,
        team: key,
        first_year: 2025 - years[li],
        last_year: 2025,
        name: `Team ${t}`,
        source: 'synthetic',
      });
    }
    const firstYear = 2025 - years[li];
    // only recent seasons of the big college leagues have full schedules
    const players: string[] = [];
    const nPlayers = Math.ceil((li < 4 ? 25000 : 4000) * scale);
    for (let p = 0; p < nPlayers; p++) {
      const key = `${lg}:p${p}`;
      add('people', {
        key,
        slug: `person-${p % 20000}`,
        first_name: 'First',
        last_name: `Last${p}`,
        full_name: `First Last${p}`,
        birth_date: '1980-01-01',
        source: 'synthetic',
      });
      add('players', {
        key,
        slug: `player-${p % 20000}`,
        person: key,
        league: lg,
        primary_position: 'X',
        first_year: firstYear + rnd(years[li]),
        source: 'synthetic',
      });
      players.push(key);
    }
    for (let y = firstYear; y <= 2024; y++) {
      const season = `${lg}:${y}`;
      const champ = teams[rnd(teams.length)];
      add('seasons', {
        key: season,
        slug: `${lg}-${y}`,
        league: lg,
        start_year: y,
        name: `${y} ${lg}`,
        champion_team: champ,
        source: 'synthetic',
      });
      add('championship_results', {
        key: season,
        championship: `${lg}:title`,
        season,
        year: y,
        winner_team: champ,
        runner_up_team: teams[rnd(teams.length)],
        winner_name: 'Winner',
        runner_up_name: 'Runner',
        series_result: '4-2',
        source: 'synthetic',
      });
      const withGames = li < 4 || y >= 2010;
      const active = teams.slice(
        0,
        Math.max(4, Math.round(teams.length * (0.5 + (0.5 * (y - firstYear)) / years[li]))),
      );
      for (const t of active) {
        add('team_seasons', {
          key: `${season}:${t}`,
          team: t,
          season,
          name: 'Team',
          wins: rnd(60),
          losses: rnd(60),
          win_percentage: 0.5,
          home_record: '20-21',
          stats: { r: rnd(900), ra: rnd(900) },
          source: 'synthetic',
        });
        add('coach_stints', {
          key: `${season}:${t}:c`,
          coach: `${lg}:c${rnd(200)}`,
          team: t,
          season,
          start_year: y,
          wins: 10,
          losses: 5,
          source: 'synthetic',
        });
      }
      if (withGames) {
        const n = Math.floor((active.length * gamesPer[li]) / 2);
        for (let g = 0; g < n; g++) {
          const home = active[rnd(active.length)];
          const away = active[rnd(active.length)];
          const m = 1 + rnd(12);
          const d = 1 + rnd(28);
          const date = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
          add('games', {
            key: `${season}:g${g}`,
            slug: `${lg}-${date}-g${g}`,
            league: lg,
            season,
            game_date: date,
            home_team: home,
            away_team: away,
            home_score: rnd(10),
            away_score: rnd(10),
            status: 'final',
            is_playoff: false,
            attendance: 20000 + rnd(20000),
            source: 'synthetic',
          });
        }
      }
      const perSeason = Math.ceil((li < 4 ? 600 : 100) * scale);
      for (let k = 0; k < perSeason; k++) {
        const p = players[rnd(players.length)];
        const t = active[rnd(active.length)];
        add('player_seasons', {
          key: `${season}:${p}:${k}`,
          player: p,
          season,
          team: t,
          stint: 1,
          games_played: rnd(162),
          stats: { g: rnd(100), a: rnd(100), pts: rnd(200) },
          source: 'synthetic',
        });
        add('roster_entries', {
          key: `${season}:${p}:${k}`,
          player: p,
          team: t,
          season,
          position: 'X',
          games: rnd(100),
          source: 'synthetic',
        });
      }
      add('awards', {
        key: `${season}:mvp`,
        slug: `${lg}-mvp-${y}`,
        name: 'MVP',
        league: lg,
        year: y,
        season,
        person: players[rnd(players.length)],
        source: 'synthetic',
      });
    }
    for (let c = 0; c < 200; c++) {
      add('people', { key: `${lg}:c${c}`, slug: `coach-${c}`, full_name: `Coach ${c}`, source: 'synthetic' });
      add('coaches', {
        key: `${lg}:c${c}`,
        slug: `coach-${c}`,
        person: `${lg}:c${c}`,
        league: lg,
        source: 'synthetic',
      });
    }
  }
  return {
    rows: (<T extends TableName>(t: T) => (store.get(t) ?? []) as Row<T>[]) as DatasetInput['rows'],
    issues: () => [],
  };
}
