// The Men's College World Series, every final 1947-2025 (hand/college/mcws_results.csv; no raw file has it), and
// the venues it was played in.
import type { BuildContext } from '../../model';
import { handPath, handSource, loadSchools, readCollegeHand } from '../../shared/college';
import { addCollegeFinal, handFinalFields } from '../../shared/college-final';
import { int, text } from '../../shared/parse';
import type { Pending } from '../../shared/pending';
import { L } from './team-seasons';

export const MCWS = `${L}:mens-college-world-series`;

/** The College World Series homes; venue_name in the hand file links to these by name. */
const venues: {
  key: string;
  slug: string;
  name: string;
  aliases: string[];
  city: string;
  state: string;
  opened: number;
  closed: number | null;
}[] = [
  {
    key: `${L}:venue:hyames-field`,
    slug: 'hyames-field',
    name: 'Hyames Field',
    aliases: [],
    city: 'Kalamazoo',
    state: 'MI',
    opened: 1939,
    closed: null,
  },
  {
    key: `${L}:venue:johnny-rosenblatt-stadium`,
    slug: 'johnny-rosenblatt-stadium',
    name: 'Johnny Rosenblatt Stadium',
    aliases: [],
    city: 'Omaha',
    state: 'NE',
    opened: 1948,
    closed: 2011,
  },
  {
    key: `${L}:venue:charles-schwab-field-omaha`,
    slug: 'charles-schwab-field-omaha',
    name: 'Charles Schwab Field Omaha',
    aliases: ['TD Ameritrade Park Omaha'],
    city: 'Omaha',
    state: 'NE',
    opened: 2011,
    closed: null,
  },
];

export function addMcws(ctx: BuildContext, p: Pending): void {
  const file = 'mcws_results.csv';
  const rows = readCollegeHand(ctx, file);
  const schools = loadSchools(ctx, 'baseball_schools.csv');
  const mainSource = handSource(ctx, "NCAA Men's College World Series Records");

  const venueByName = new Map<string, string>();
  for (const v of venues) {
    ctx.add('venues', {
      key: v.key,
      slug: v.slug,
      name: v.name,
      city: v.city,
      state: v.state,
      country: 'USA',
      opened_year: v.opened,
      closed_year: v.closed,
      source: mainSource,
    });
    for (const n of [v.name, ...v.aliases]) venueByName.set(n, v.key);
  }

  const years = rows.map((r) => int(r.year)).filter((y): y is number => y != null);
  ctx.add('championships', {
    key: MCWS,
    slug: 'mens-college-world-series',
    league: L,
    name: "Men's College World Series",
    official_name: "NCAA Division I Men's College World Series",
    description:
      'The NCAA Division I baseball championship, first played in 1947. The 1947 and 1948 finals were best-of-three ' +
      'series in Kalamazoo, Michigan, and the 1949 event was held in Wichita, Kansas; the College World Series has ' +
      'been played in Omaha, Nebraska since 1950 (Johnny Rosenblatt Stadium through 2010, Charles Schwab Field ' +
      'Omaha, opened as TD Ameritrade Park, since 2011). From 1949 the title went to the winner of a final game ' +
      'of the College World Series bracket; since 2003 the two bracket winners meet in a best-of-three finals ' +
      'series. The 2020 tournament was cancelled because of the COVID-19 pandemic.',
    trophy_name: "NCAA Men's College World Series Trophy",
    first_year: Math.min(...years),
    last_year: null, // still contested
    format:
      'Best-of-three finals (1947-1948, since 2003); final game of the College World Series (1949-2002)',
    source: mainSource,
  });

  rows.forEach((r, i) => {
    const line = i + 2;
    const year = int(r.year);
    const winner = schools.get(r.winner ?? '');
    const runner = schools.get(r.runner_up ?? '');
    if (year == null || !winner || !runner) {
      ctx.report({ source: 'hand', file: handPath(file), line, problem: 'unreadable MCWS row skipped' });
      return;
    }
    const innings = int(r.innings);
    const series = text(r.series_result);
    const venueName = text(r.venue_name);
    const notes = [innings ? `Deciding game went ${innings} innings.` : null, text(r.notes)]
      .filter(Boolean)
      .join(' ');
    addCollegeFinal(ctx, p, {
      league: L,
      championship: MCWS,
      startYear: year,
      winner,
      runnerUp: runner,
      seriesResult: series,
      ...handFinalFields(r),
      venue: venueName ? (venueByName.get(venueName) ?? null) : null,
      venueName,
      notes: notes || null,
      source: handSource(ctx, text(r.source) ?? "NCAA Men's College World Series Records"),
      wonText: series ? `Won the College World Series finals ${series}` : 'Won the College World Series',
      lostText: series
        ? `Lost the College World Series finals ${series.split('-').reverse().join('-')}`
        : 'College World Series runner-up',
    });
  });
}
