import { type AddressInfo, createServer, type Server, type Socket } from 'node:net';
import { createDataSource } from '../src/database/data-source.js';

describe('opening the database connection', () => {
  // A server that accepts the connection and never answers: the way a stalled database looks
  // from the client (the TCP handshake done, the startup message never replied to).
  let silent: Server;
  const sockets = new Set<Socket>();
  beforeAll(async () => {
    silent = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('fails with a timeout when the server never answers, instead of waiting for ever', async () => {
    const { port } = silent.address() as AddressInfo;
    const dataSource = createDataSource(`postgres://studio@127.0.0.1:${port}/studio`, 1, 300);
    await expect(dataSource.initialize()).rejects.toThrow(/timeout/i);
  });
});
