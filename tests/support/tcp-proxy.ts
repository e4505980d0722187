import net from 'node:net';

/**
 * A loopback TCP proxy standing in for a load balancer: clients keep one
 * address while the test chooses which server their next connection reaches,
 * or cuts every open connection as a network drop would.
 */
export interface TcpProxy {
  url: string; // http://127.0.0.1:PORT
  /** Where new connections go; null refuses them (closed at once), as if no server were up. */
  target(port: number | null): void;
  /** Destroys every open connection, both ends, without a goodbye. */
  cut(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(port: number | null): Promise<TcpProxy> {
  let targetPort = port;
  const open = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
    socket.on('error', () => socket.destroy()); // the other end went away: cut() or a closed server
  };
  const server = net.createServer((client) => {
    track(client);
    if (targetPort === null) return void client.destroy();
    const upstream = net.connect(targetPort, '127.0.0.1');
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    upstream.once('close', () => client.destroy());
    client.once('close', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: own } = server.address() as net.AddressInfo;
  const cut = () => open.forEach((socket) => socket.destroy());
  return {
    url: `http://127.0.0.1:${own}`,
    target: (next) => void (targetPort = next),
    cut,
    close: () =>
      new Promise<void>((resolve) => {
        cut();
        server.close(() => resolve());
      }),
  };
}
