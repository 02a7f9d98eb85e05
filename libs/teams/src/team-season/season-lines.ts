// The key statistics of a player's season line per sport, in groups: football passing, rushing, receiving, defence
// and kicking; baseball batting and pitching; hockey scoring and goaltending; basketball per game. Each figure is
// the stat catalogue's (@trophy-room/domain: its formula over the line's source keys, its abbreviation, its format).
import type { RosterEntry } from '@trophy-room/contract';
import { formatStat, readKey, statOf, statValue } from '@trophy-room/domain';

export interface LineStat {
  id: string;
  header: string;
  title: string;
  value: (r: RosterEntry) => number | null;
  format: (v: number | null) => string;
}

export interface LineGroup {
  id: string;
  title: string;
  stats: LineStat[];
  /** Whether a line has figures of this group. */
  has: (r: RosterEntry) => boolean;
  /** Positions whose roster row shows this group. */
  positions?: string[];
}

/** The line as the catalogue reads it: its stats with the row's games and starts. */
const lineOf = (r: RosterEntry) => ({ ...r.stats, games: r.games, games_started: r.games_started });

function stat(sport: string, key: string): LineStat {
  const def = statOf(sport, key);
  if (!def) throw new Error(`The ${sport} stat catalogue has no ${key}`);
  return {
    id: key,
    header: def.abbr,
    title: def.label,
    value: (r) => (r.stats ? statValue(def, lineOf(r)) : null),
    format: (v) => formatStat(def, v),
  };
}

/** A group of the sport's stats (catalogue keys); a line has it when one of its `sourceKeys` is not zero. */
function group(
  sport: string,
  title: string,
  keys: string[],
  sourceKeys: string[],
  positions?: string[],
): LineGroup {
  return {
    id: title.toLowerCase().replace(/ /g, '-'),
    title,
    stats: keys.map((k) => stat(sport, k)),
    has: (r) => sourceKeys.some((k) => (readKey(r.stats ?? {}, k) ?? 0) !== 0),
    positions,
  };
}

const DEFENCE = ['DB', 'DL', 'LB', 'CB', 'DE', 'DT', 'NT', 'OLB', 'ILB', 'MLB', 'S', 'SS', 'FS'];

const GROUPS: Record<string, () => LineGroup[]> = {
  football: () => [
    group(
      'football',
      'Passing',
      ['completions', 'pass-attempts', 'passing-yards', 'passing-touchdowns', 'interceptions-thrown'],
      ['pass_att'],
      ['QB'],
    ),
    group(
      'football',
      'Rushing',
      ['rushing-attempts', 'rushing-yards', 'rushing-touchdowns'],
      ['rush_att'],
      ['RB', 'FB', 'HB'],
    ),
    group(
      'football',
      'Receiving',
      ['receptions', 'receiving-yards', 'receiving-touchdowns'],
      ['rec', 'rec_yds'],
      ['WR', 'TE'],
    ),
    group(
      'football',
      'Defence',
      ['tackles', 'sacks', 'interceptions', 'passes-defended'],
      ['def_tkl', 'def_solo', 'def_sk', 'def_int', 'def_pd'],
      DEFENCE,
    ),
    group(
      'football',
      'Kicking',
      ['field-goals-made', 'field-goal-attempts', 'extra-points-made', 'extra-point-attempts'],
      ['fga', 'xpa'],
      ['K'],
    ),
  ],
  baseball: () => [
    group(
      'baseball',
      'Batting',
      ['at-bats', 'hits', 'home-runs', 'runs-batted-in', 'batting-average'],
      ['ab', 'bb', 'hbp'],
    ),
    group(
      'baseball',
      'Pitching',
      ['wins', 'losses', 'earned-run-average', 'innings-pitched', 'strikeouts'],
      ['p.g', 'p.ipo'],
      ['P'],
    ),
  ],
  hockey: () => [
    group('hockey', 'Goaltending', ['wins', 'losses', 'save-percentage'], ['sa', 'ga', 'min'], ['G']),
    group('hockey', 'Scoring', ['goals', 'assists', 'points'], ['g', 'a', 'pts']),
  ],
  basketball: () => [
    group(
      'basketball',
      'Per game',
      ['points-per-game', 'rebounds-per-game', 'assists-per-game'],
      ['pts', 'trb', 'ast'],
    ),
  ],
};

/** The sport's groups of key statistics, in the order the Stats tab lists them. */
export const lineGroups = (sport: string): LineGroup[] => GROUPS[sport]?.() ?? [];

/** The group a roster row shows: its position's, else the first its line has figures of. */
export function rosterGroup(groups: LineGroup[], r: RosterEntry): LineGroup | undefined {
  const pos = r.position?.toUpperCase() ?? '';
  return groups.find((g) => g.positions?.includes(pos)) ?? groups.find((g) => g.has(r));
}

/** "HR 39 · AVG .307": a group's figures as one line of text ("—" for a missing one). */
export const lineText = (g: LineGroup, r: RosterEntry) =>
  g.stats.map((s) => `${s.header} ${s.format(s.value(r))}`).join(' · ');
