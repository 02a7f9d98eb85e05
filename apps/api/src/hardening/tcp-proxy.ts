// A TCP proxy the tests put between the API and PostgreSQL, to freeze (stop forwarding) or stop (refuse and cut)
// the database without touching the shared server.
import { connect, createServer, type Server, type Socket } from 'node:net';

export class TcpProxy {
  private server?: Server;
  private pairs = new Set<[Socket, Socket]>();
  private frozen = false;
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(port = 0) {
    this.server = createServer((client) => {
      const upstream = connect(this.targetPort, this.targetHost);
      const pair: [Socket, Socket] = [client, upstream];
      this.pairs.add(pair);
      if (!this.frozen) this.link(pair);
      const drop = () => {
        client.destroy();
        upstream.destroy();
        this.pairs.delete(pair);
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
    });
    await new Promise<void>((r) => this.server!.listen(port, '127.0.0.1', r));
    const addr = this.server.address();
    this.port = typeof addr === 'object' && addr ? addr.port : 0;
  }

  private link([client, upstream]: [Socket, Socket]) {
    client.pipe(upstream);
    upstream.pipe(client);
  }

  /** Connections stay open but nothing passes, like a database that hangs. */
  freeze() {
    this.frozen = true;
    for (const [client, upstream] of this.pairs) {
      client.unpipe(upstream);
      upstream.unpipe(client);
      client.pause();
      upstream.pause();
    }
  }

  thaw() {
    this.frozen = false;
    for (const pair of this.pairs) this.link(pair);
  }

  /** Every connection cut and new ones refused, like a database that stopped. */
  async stop() {
    for (const [client, upstream] of this.pairs) {
      client.destroy();
      upstream.destroy();
    }
    this.pairs.clear();
    await new Promise<void>((r) => (this.server ? this.server.close(() => r()) : r()));
  }
}
