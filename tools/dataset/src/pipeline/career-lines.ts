// What the career check reads of a season line, and what a league may tell it of its own career sources and lines
// (sources/<league>/career-lines.ts): its own module, as the check imports those leagues.

/** Another source's value of one season line (NFL.com's games where PFR's season table gives the line). */
export interface Other {
  value: number;
  by: string;
}

/**
 * A season line's year and value of the statistic (null: the line does not give it); where its source is known to
 * count less than the career source does (games only where he recorded a statistic), that, said; who compiled it; and
 * another source's count of the same line.
 */
export interface Line {
  year: number;
  value: number | null;
  fewer?: string;
  by?: string;
  /** Which edition of its compiler's tables the line is from, where a compiler's are read from two. */
  edition?: string;
  other?: Other;
}

/** What a league knows of its career sources and season lines (sources/<league>/career-lines.ts). */
export interface CareerLines {
  /** The last season a career source counts, where it is a snapshot older than the lines. */
  end(source: string): number | undefined;
  /** Who compiled a career source's totals. */
  by(source: string): string | undefined;
  /** Which edition of its compiler's tables a source is, where a compiler's are read from two. */
  edition(source: string): string | undefined;
  /** What is known of one statistic of one line: who compiled it, another source's count, a source that counts less. */
  line(l: {
    source: string;
    key: string;
    player: string;
    season: number;
  }): Pick<Line, 'fewer' | 'by' | 'edition' | 'other'>;
}
