/** The days a season's table on a date can be asked for: its start year through the summer after. */
export const seasonDays = (season: number) => ({ min: `${season}-01-01`, max: `${season + 1}-07-31` });
