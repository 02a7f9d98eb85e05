// Head coaches by team-season 1985-2022 (Kaggle MTeamCoaches): people, coaches and one coach stint per team-season.
// Display names come from the Sports-Reference coach of the same team-season where the two agree.
import { slugify } from '../../shared/slug';
import type { BuildContext } from '../../model';
import { KAGGLE, KAGGLE_DIR, L, SR_FILE, seasonKey } from './common';
import type { GameData } from './games';
import type { Teams } from './teams';

const norm = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');

function titleCase(id: string): string {
  return id
    .split('_')
    .filter(Boolean)
    .map((w) => (/^(ii|iii|iv)$/.test(w) ? w.toUpperCase() : w[0].toUpperCase() + w.slice(1)))
    .join(' ');
}

export function addCoaches(ctx: BuildContext, teams: Teams, data: GameData): void {
  const file = `${KAGGLE_DIR}/MTeamCoaches.csv`;
  const rows = ctx.readCsv(file);
  const srCoach = new Map<string, string>();
  for (const r of ctx.readCsv(SR_FILE)) {
    if (!r.season.endsWith('-nm')) srCoach.set(`${r.school}|${Number(r.season.slice(0, 4))}`, r.coaches);
  }
  const perTeamSeason = new Map<string, number>();
  for (const r of rows)
    perTeamSeason.set(`${r.TeamID}|${r.Season}`, (perTeamSeason.get(`${r.TeamID}|${r.Season}`) ?? 0) + 1);

  const display = new Map<string, string>();
  for (const r of rows) {
    const school = teams.ofKaggle(r.TeamID);
    const sr = school ? srCoach.get(`${school}|${Number(r.Season) - 1}`) : undefined;
    if (sr && norm(sr) === norm(r.CoachName) && !display.has(r.CoachName)) display.set(r.CoachName, sr);
  }
  const added = new Set<string>();
  rows.forEach((r, i) => {
    const school = teams.ofKaggle(r.TeamID);
    if (!school) {
      ctx.report({ source: KAGGLE, file, line: i + 2, problem: `unknown TeamID ${r.TeamID}` });
      return;
    }
    const id = r.CoachName;
    const name = display.get(id) ?? titleCase(id);
    if (!added.has(id)) {
      added.add(id);
      const sp = name.indexOf(' ');
      ctx.add('people', {
        key: `${L}:person:${id}`,
        slug: slugify(name),
        first_name: sp > 0 ? name.slice(0, sp) : null,
        last_name: sp > 0 ? name.slice(sp + 1) : name,
        full_name: name,
        source: KAGGLE,
      });
      ctx.add('coaches', {
        key: `${L}:coach:${id}`,
        slug: slugify(name),
        person: `${L}:person:${id}`,
        league: L,
        source: KAGGLE,
      });
    }
    const start = Number(r.Season) - 1;
    const only = perTeamSeason.get(`${r.TeamID}|${r.Season}`) === 1;
    const ts = only ? ctx.get('team_seasons', `${L}:ts:${school}:${start}`) : undefined;
    const tt = data.tourney.get(start)?.get(school);
    const inTourney = tt && Number(r.LastDayNum) >= 134;
    ctx.add('coach_stints', {
      key: `${L}:stint:${id}:${school}:${start}:${r.FirstDayNum}`,
      coach: `${L}:coach:${id}`,
      team: teams.key(school),
      season: seasonKey(start),
      start_year: start,
      end_year: start,
      // Clean text: a coach who took over mid-season is one of two head coaches that season, not a source note.
      title: only ? 'Head Coach' : 'Head Coach (part of the season)',
      is_head_coach: true,
      games: ts ? ts.games_played : null,
      wins: ts ? ts.wins : null,
      losses: ts ? ts.losses : null,
      playoff_wins: inTourney ? tt.wins : null,
      playoff_losses: inTourney ? tt.losses : null,
      source: KAGGLE,
    });
  });
}
