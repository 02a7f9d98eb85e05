// The season label of @trophy-room/domain (seasonLabel: "2024-25" where the sport's seasons span two years, else
// "2024") as SQL, for the queries that name a season in their rows. Its spec holds it to the TypeScript rule.

/** seasonLabel(start, sport): `start` an integer SQL expression, `spans` a boolean one (the sport spans two years). */
export const seasonLabelSql = (start: string, spans: string) =>
  `CASE WHEN ${spans} THEN ${start} || '-' || lpad(((${start} + 1) % 100)::text, 2, '0') ELSE ${start}::text END`;
