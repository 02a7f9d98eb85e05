// Runs the facts of facts.csv against a running server, for writing new facts:
//   npx tsx apps/api/src/facts/check.ts [http://localhost:5184] [id-prefix…]
// Prints every fact with its reach, whether it holds and the value the API gave.
import { checkFact, readFacts } from './facts';

const args = process.argv.slice(2);
const base = args[0]?.startsWith('http') ? args.shift()! : 'http://localhost:5184';
const facts = readFacts().filter(
  (f) => f.reach !== 'unreachable' && (!args.length || args.some((p) => f.id.startsWith(p))),
);
let held = 0;
for (const fact of facts) {
  const out = await checkFact(fact, async (path) => {
    const res = await fetch(base + path);
    return {
      status: res.status,
      body: res.headers.get('content-type')?.includes('json') ? await res.json() : null,
    };
  });
  if (out.ok) held++;
  const mark = out.ok ? 'ok  ' : 'FAIL';
  console.log(
    `${mark} ${fact.reach.padEnd(7)} ${fact.id.padEnd(28)} ${out.actual}${out.ok ? '' : `  (expected ${fact.expected})`}`,
  );
}
console.log(`${held} of ${facts.length} hold`);
