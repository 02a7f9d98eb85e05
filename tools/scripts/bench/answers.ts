// An answer of the server as the floor (bench/floor.mjs) sends it again: its headers but those Node sets itself, and
// its body (base64, for the JSON file the floor reads). Used by `npm run bench` and `bench-cpu.ts`.
export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

const setByNode = ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'];

export const stored = (a: Answer) => ({
  headers: Object.fromEntries(Object.entries(a.headers).filter(([k]) => !setByNode.includes(k))),
  body: a.body.toString('base64'),
});
