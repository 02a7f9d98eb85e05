// Derives what the sources imply from games: W-L-T, home/away/division/conference records and streaks.

export interface PlayedGame {
  date: string; // yyyy-MM-dd, used for ordering
  home: string; // team key
  away: string; // team key
  homeScore: number;
  awayScore: number;
  /** Counted in standings (regular season, not neutral-site exhibitions). */
  regularSeason: boolean;
  /** 'OT'/'SO' etc. A regulation-less loss counts as an OT loss when the sport uses them. */
  overtime?: string | null;
}

export interface DerivedRecord {
  wins: number;
  losses: number;
  ties: number;
  otLosses: number;
  gamesPlayed: number;
  pointsFor: number;
  pointsAgainst: number;
  homeRecord: string;
  awayRecord: string;
  divisionRecord: string | null;
  conferenceRecord: string | null;
  /** e.g. "W3" or "L1": the run of identical results at the end of the season. */
  streak: string | null;
}

interface Tally {
  w: number;
  l: number;
  t: number;
  otl: number;
}

const blank = (): Tally => ({ w: 0, l: 0, t: 0, otl: 0 });
const fmt = (x: Tally, withOtl: boolean) =>
  withOtl ? `${x.w}-${x.l}-${x.otl}` : x.t > 0 ? `${x.w}-${x.l}-${x.t}` : `${x.w}-${x.l}`;

/**
 * Records per team over one season's games. `groupOf` gives a team's division and conference keys for the
 * season (null when unknown); `otLosses` counts overtime/shootout losses separately (hockey).
 */
export function deriveRecords(
  games: PlayedGame[],
  groupOf: (team: string) => { division: string | null; conference: string | null },
  otLosses = false,
): Map<string, DerivedRecord> {
  const sorted = [...games].filter((g) => g.regularSeason).sort((a, b) => a.date.localeCompare(b.date));
  const acc = new Map<
    string,
    {
      all: Tally;
      home: Tally;
      away: Tally;
      div: Tally;
      conf: Tally;
      pf: number;
      pa: number;
      results: string[];
    }
  >();
  const get = (team: string) => {
    let a = acc.get(team);
    if (!a) {
      a = {
        all: blank(),
        home: blank(),
        away: blank(),
        div: blank(),
        conf: blank(),
        pf: 0,
        pa: 0,
        results: [],
      };
      acc.set(team, a);
    }
    return a;
  };
  for (const g of sorted) {
    const sides: [string, string, number, number, 'home' | 'away'][] = [
      [g.home, g.away, g.homeScore, g.awayScore, 'home'],
      [g.away, g.home, g.awayScore, g.homeScore, 'away'],
    ];
    for (const [team, opp, mine, theirs, where] of sides) {
      const a = get(team);
      a.pf += mine;
      a.pa += theirs;
      const r = mine > theirs ? 'w' : mine < theirs ? (otLosses && g.overtime ? 'otl' : 'l') : 't';
      const tg = groupOf(team);
      const og = groupOf(opp);
      const buckets: Tally[] = [a.all, a[where]];
      if (tg.division && tg.division === og.division) buckets.push(a.div);
      if (tg.conference && tg.conference === og.conference) buckets.push(a.conf);
      for (const b of buckets) b[r as keyof Tally]++;
      a.results.push(r === 'otl' ? 'l' : r);
    }
  }
  const out = new Map<string, DerivedRecord>();
  for (const [team, a] of acc) {
    const last = a.results[a.results.length - 1];
    let n = 0;
    for (let i = a.results.length - 1; i >= 0 && a.results[i] === last; i--) n++;
    const hasGroup = groupOf(team);
    out.set(team, {
      wins: a.all.w,
      losses: a.all.l,
      ties: a.all.t,
      otLosses: a.all.otl,
      gamesPlayed: a.results.length,
      pointsFor: a.pf,
      pointsAgainst: a.pa,
      homeRecord: fmt(a.home, otLosses),
      awayRecord: fmt(a.away, otLosses),
      divisionRecord: hasGroup.division ? fmt(a.div, otLosses) : null,
      conferenceRecord: hasGroup.conference ? fmt(a.conf, otLosses) : null,
      streak: last ? `${last.toUpperCase()}${n}` : null,
    });
  }
  return out;
}
