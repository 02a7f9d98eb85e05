// The college basketball figures two sources give; each giver claims its value (../../pipeline/claims.ts).
import { byPrecedence, type Claim, type Figure } from '../../pipeline/claims';
import { KAGGLE, REG_2016, SR_SCORES, SR_SEASONS, TORVIK } from './common';

/** Games of a W-L value ('27-7' → 34). */
const gamesOf = (c: Claim) =>
  String(c.value)
    .split('-')
    .reduce((n, x) => n + Number(x), 0);

const noted = (claims: readonly Claim[]) => claims.find((c) => c.note)?.note ?? null;

const wl = (c: Claim) => String(c.value).split('-').map(Number);

/** What each source leaves out, where its record counts fewer games than the kept one. */
const LEAVES_OUT: Record<string, string> = {
  [TORVIK]: 'Torvik counts only games between Division I teams',
  [REG_2016]: 'the Kaggle games are Division I opponents only and stop before the NCAA and NIT tournaments',
  [SR_SCORES]: "Sports-Reference's box-score file lacks some games of its season table",
};

/**
 * A record that is part of the kept one (no more wins, no more losses) is the kept record less the games its source
 * leaves out; one with more wins or losses than the kept record has games the kept source lacks or scores otherwise.
 */
function gamesApart(top: Claim, c: Claim): string {
  const [w, l] = wl(c);
  const [W, L] = wl(top);
  if (w <= W && l <= L)
    return `${LEAVES_OUT[c.source] ?? `${c.source} holds fewer games`}: ${c.value} is ${top.value} less ${W - w + L - l} game(s)`;
  return (
    `${c.source} counts ${w > W ? `${w - W} more win(s)` : `${l - L} more loss(es)`} than ${top.source} (${c.value} vs ` +
    `${top.value}), though it holds only part of the season's games: the kept table lacks games of the season or ` +
    'counts a forfeit where the games count the result on the court; it stays, as the published record'
  );
}

/**
 * Each value unlike the most trusted one needs a reason: its giver's note, Torvik equal to the noted games, the box
 * scores holding fewer or more games than the table, the table and the box scores agreeing against Torvik, or else
 * what the two records show of the games each holds (gamesApart). A Torvik note compares it with the box
 * scores, so it holds only where the box scores agree with the kept value.
 */
function recordReasons(claims: readonly Claim[]): string | null {
  const [top, ...rest] = byPrecedence(TEAM_RECORD, claims);
  const reasons = new Set<string>();
  const scores = claims.find((x) => x.source === SR_SCORES);
  for (const c of rest) {
    if (c.value === top.value) continue;
    const games = claims.find((x) => x.source === REG_2016 && x.note);
    if (c.source === TORVIK && c.note) reasons.add(scores?.value === top.value ? c.note : gamesApart(top, c));
    else if (c.note) reasons.add(c.note);
    else if (c.source === SR_SCORES && top.source === SR_SEASONS && gamesOf(c) !== gamesOf(top))
      reasons.add(
        `Sports-Reference's box-score file holds ${Math.abs(gamesOf(top) - gamesOf(c))} game(s) ` +
          `${gamesOf(c) < gamesOf(top) ? 'fewer' : 'more'} than its season table (${c.value} vs ${top.value}); the table is kept`,
      );
    else if (c.source === TORVIK && games?.value === c.value)
      reasons.add('Torvik counts only games between Division I teams, as the Kaggle games do');
    else if (c.source === TORVIK && top.source === SR_SEASONS && scores?.value === top.value)
      // Two Sports-Reference sources (the season table and the game-by-game box scores) agree: Torvik's value is
      // its own error, not a difference of what is counted.
      reasons.add(
        `Sports-Reference's season table and its box scores agree on ${top.value}; Torvik's ${c.value} matches neither and is not kept`,
      );
    else reasons.add(gamesApart(top, c));
  }
  return [...reasons].join('; ') || null;
}

export const TEAM_RECORD: Figure = {
  id: 'ncaa-basketball.team_season.record',
  name: "College basketball team-season W-L: Sports-Reference's seasons and box scores, Torvik and the Kaggle games",
  precedence: [SR_SEASONS, SR_SCORES, TORVIK, REG_2016],
  rule: "Sports-Reference's school seasons and box scores count every game, non-Division I opponents included; Torvik's losses (games − wins) and the Kaggle games (Division I opponents only) follow.",
  explain: (claims) => recordReasons(claims),
};

let champion: Figure | null = null;

/**
 * The champion figure. Its precedence names the hand finals' reference keys (the NCAA's own lists, checked row by
 * row) first, then the Kaggle bracket's final and Sports-Reference's champion code; made once, on first use.
 */
export function championFigure(handKeys: readonly string[]): Figure {
  champion ??= {
    id: 'ncaa-basketball.season.champion',
    name: "NCAA tournament champion: the NCAA's list vs the bracket's final and Sports-Reference",
    precedence: [...new Set(handKeys)].sort().concat([KAGGLE, SR_SEASONS]),
    rule: "The NCAA's list of finals (hand, checked row by row) names the champion; the Kaggle bracket's last game and Sports-Reference's code 9 are second sources.",
    explain: noted,
  };
  return champion;
}
