// PostgreSQL CSV read in JavaScript: the loader's INSERT path (PostgreSQL) and the leader tables' derivation.
/**
 * Parses PostgreSQL CSV (comma, double quotes, "" escapes, quoted line breaks). An empty unquoted field is NULL;
 * an empty quoted field is ''. Much faster than a general CSV library on the big tables.
 */
export function parsePgCsv(text: string): (string | null)[][] {
  const rows: (string | null)[][] = [];
  eachPgCsvRecord(text, (r) => void rows.push(r));
  return rows;
}

/** Each record of the CSV in turn (the header first), none kept: for a big table read once. */
export function eachPgCsvRecord(text: string, onRecord: (record: (string | null)[]) => void): void {
  const n = text.length;
  let i = 0;
  let row: (string | null)[] = [];
  while (i < n) {
    let value: string | null;
    if (text.charCodeAt(i) === 34) {
      // quoted field
      let j = i + 1;
      let out = '';
      for (;;) {
        const q = text.indexOf('"', j);
        if (q < 0) throw new Error('unterminated quoted CSV field');
        if (text.charCodeAt(q + 1) === 34) {
          out += text.slice(j, q + 1);
          j = q + 2;
        } else {
          out += text.slice(j, q);
          i = q + 1;
          break;
        }
      }
      value = out;
    } else {
      let j = i;
      while (j < n) {
        const c = text.charCodeAt(j);
        if (c === 44 || c === 10 || c === 13) break;
        j++;
      }
      value = j === i ? null : text.slice(i, j);
      i = j;
    }
    row.push(value);
    const c = text.charCodeAt(i);
    if (c === 44) {
      i++;
      if (i === n) row.push(null);
    } else {
      if (c === 13) i++;
      if (text.charCodeAt(i) === 10) i++;
      onRecord(row);
      row = [];
    }
  }
  if (row.length) onRecord(row);
}
