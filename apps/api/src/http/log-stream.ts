// The server's log lines to stdout in one write per turn of the event loop, not one per line: under load a request
// log writes thousands of lines a second, and a write each is a system call each on the request thread. Whatever a
// turn logs is written before the next begins (setImmediate), and on exit; a full pipe (EAGAIN) is retried shortly.
import { writeSync } from 'node:fs';

export function batchedLogStream(fd: number = process.stdout.fd, maxChars = 64 * 1024) {
  let pending: string[] = [];
  let chars = 0;
  let scheduled = false;
  let rest: Buffer | null = null;
  const schedule = (later = false) => {
    if (scheduled) return;
    scheduled = true;
    if (later) setTimeout(flush, 5);
    else setImmediate(flush);
  };
  function flush() {
    scheduled = false;
    const fresh = pending.length ? Buffer.from(pending.join('')) : null;
    pending = [];
    chars = 0;
    let out = rest && fresh ? Buffer.concat([rest, fresh]) : (rest ?? fresh);
    rest = null;
    while (out && out.length) {
      try {
        out = out.subarray(writeSync(fd, out));
      } catch (e) {
        // A full pipe: the rest goes out a little later. Any other failure (stdout closed): the lines are dropped.
        if ((e as NodeJS.ErrnoException).code === 'EAGAIN') {
          rest = out;
          schedule(true);
        }
        return;
      }
    }
  }
  process.once('exit', flush);
  return {
    write(line: string) {
      pending.push(line);
      chars += line.length;
      if (chars >= maxChars) flush();
      else schedule();
      return true;
    },
    flush,
  };
}
