import { mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { batchedLogStream } from './log-stream';

describe('batchedLogStream', () => {
  it('writes a turn of the event loop in one go, in order, and at once past its bound', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'log-')), 'out.log');
    const stream = batchedLogStream(openSync(file, 'w'), 20);
    stream.write('one\n');
    stream.write('two\n');
    expect(readFileSync(file, 'utf8')).toBe('');
    await new Promise((r) => setImmediate(r));
    expect(readFileSync(file, 'utf8')).toBe('one\ntwo\n');
    stream.write('a line longer than twenty\n');
    expect(readFileSync(file, 'utf8')).toBe('one\ntwo\na line longer than twenty\n');
  });
});
