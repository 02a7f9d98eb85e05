// The sources row of a hand file whose rows each name the pages they were checked against (a `reference` column,
// pages separated by "; "): the file itself is the rows' source, and its notes list every page a row cites, so a list
// of winners checked against thirty pages is one source, not one per combination of pages.
import type { Row } from '../model';
import { readHandRows } from './college-sources';

export const handFileSourceKey = (folder: string, file: string) =>
  `hand:${folder}:${file.replace(/\.csv$/, '')}`;

export function handFileSource(folder: string, file: string, title: string): Row<'sources'> {
  const pages = new Set<string>();
  for (const r of readHandRows(folder, file))
    for (const page of (r.reference ?? '').split(/;\s+/)) if (page.trim()) pages.add(page.trim());
  return {
    key: handFileSourceKey(folder, file),
    name: title,
    url: null,
    licence: 'Facts (not copyrightable); transcribed by hand',
    attribution: `${title}: each row of tools/dataset/hand/${folder}/${file} names the public pages it was checked against`,
    notes: `Pages cited: ${[...pages].sort().join('; ')}`,
  };
}
