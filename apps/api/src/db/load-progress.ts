// The first start's dataset load as a progress bar on the terminal: rows copied and percent, then the index and
// statistics phases. Redrawn in place on a terminal; a line every 10 % elsewhere (a log file, CI).
import type { LoadProgress } from '@trophy-room/db';

const width = 30;
const count = (n: number) => n.toLocaleString('en-US');

export function loadProgressPrinter(out: NodeJS.WriteStream = process.stdout) {
  const tty = out.isTTY === true;
  let lastTenth = -1;
  let phase: LoadProgress['phase'] | undefined;
  return (p: LoadProgress) => {
    if (p.phase !== 'rows') {
      if (phase === p.phase) return;
      if (phase === 'rows' && tty) out.write('\n');
      phase = p.phase;
      out.write(
        p.phase === 'indexes' ? 'Building the indexes…\n' : 'Gathering the statistics (VACUUM ANALYZE)…\n',
      );
      return;
    }
    if (phase === undefined) out.write('Loading the dataset from data/ (first start):\n');
    phase = 'rows';
    const share = p.totalRows > 0 ? Math.min(1, p.rows / p.totalRows) : 1;
    const filled = Math.round(share * width);
    const line = `  [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(Math.floor(share * 100)).padStart(3)} %  ${count(p.rows)} of ${count(p.totalRows)} rows`;
    if (tty) out.write(`\r${line}`);
    else if (Math.floor(share * 10) > lastTenth) {
      lastTenth = Math.floor(share * 10);
      out.write(`${line}\n`);
    }
  };
}
