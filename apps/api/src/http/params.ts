// Query-string schemas shared by every area: site filters, paging, dates.
import type { Schema } from './json-schema';

export const MAX_PAGE_SIZE = 500;
export const DEFAULT_PAGE_SIZE = 50;

export const sportSlugs = ['football', 'basketball', 'baseball', 'hockey'] as const;
/** 'college' is accepted as ncaa-division-i (spec §7). */
export const levelSlugs = ['professional', 'ncaa-division-i', 'college'] as const;

const year: Schema = { type: 'integer', minimum: 1800, maximum: 2100 };

export const siteFilterProps: Record<string, Schema> = {
  sport__slug: { type: 'string', enum: [...sportSlugs], description: 'Sport: football | basketball | baseball | hockey' },
  level__slug: { type: 'string', enum: [...levelSlugs], description: 'Level: professional | ncaa-division-i (college)' },
  season: { ...year, description: 'Season start year (NBA 2024-25 → 2024)' },
};

export const pageProps: Record<string, Schema> = {
  page: { type: 'integer', minimum: 1, default: 1 },
  page_size: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
};

export const dateParam: Schema = { type: 'string', format: 'date', description: 'yyyy-MM-dd' };
export const yearParam: Schema = year;
export const searchParam: Schema = { type: 'string', maxLength: 100 };
export const slugParam: Schema = { type: 'string', maxLength: 200 };

export function query(props: Record<string, Schema>, required: string[] = []): Schema {
  return { type: 'object', properties: props, required };
}

export const listQuery = (extra: Record<string, Schema> = {}, required: string[] = []) =>
  query({ ...siteFilterProps, ...pageProps, ...extra }, required);

export const keyParams: Schema = {
  type: 'object',
  properties: { key: { type: 'string', minLength: 1, maxLength: 200 } },
  required: ['key'],
};
