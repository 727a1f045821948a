import { type Server } from 'node:http';
import { type AddressInfo } from 'node:net';

/** Starts the server listening (port 0 picks a free one) and resolves with its base URL. */
export function listenForUrl(server: Server, port: number, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address() as AddressInfo;
      resolve(`http://${urlHost(address.address)}:${address.port}`);
    });
  });
}

/** A wildcard listen address is reached through loopback; IPv6 literals need brackets. */
function urlHost(address: string): string {
  if (address === '0.0.0.0' || address === '::') return '127.0.0.1';
  return address.includes(':') ? `[${address}]` : address;
}
