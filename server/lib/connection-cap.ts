import type http from 'node:http';
import { BlockList, isIP, type Socket } from 'node:net';
import type { TrustedProxies } from '../config.js';

/**
 * Caps the connections one address holds open, so that one client (slow headers by the
 * hundred) cannot take every connection. At the cap, a new connection takes the place of the
 * address's oldest one that works on no request (still sending its headers, or idle between
 * requests: a legitimate client sends its request at once, so the slow ones are older) or that is
 * closing; when there is none, the new connection is closed. Live channels, once upgraded, leave
 * the count (they are capped per account), and the trusted proxies' own connections are not
 * counted: they carry many clients.
 */
export function capConnectionsPerAddress(
  server: http.Server,
  max: number,
  isProxy: (address: string) => boolean,
) {
  const byAddress = new Map<string, Set<Socket>>();
  /** Connections answering a request. */
  const working = new WeakSet<Socket>();
  const forget = (address: string, socket: Socket) => {
    const sockets = byAddress.get(address);
    sockets?.delete(socket);
    if (sockets?.size === 0) byAddress.delete(address);
  };
  const firstIdle = (sockets: Set<Socket>) => {
    for (const socket of sockets) if (socket.writableEnded || !working.has(socket)) return socket;
    return undefined;
  };

  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined || isProxy(address)) return;
    let sockets = byAddress.get(address);
    if (!sockets) {
      sockets = new Set();
      byAddress.set(address, sockets);
    }
    if (sockets.size >= max) {
      const idle = firstIdle(sockets);
      if (!idle) {
        socket.destroy();
        return;
      }
      forget(address, idle);
      idle.destroy();
    }
    sockets.add(socket);
    socket.once('close', () => forget(address, socket));
  });
  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    const { socket } = request;
    working.add(socket);
    response.once('close', () => working.delete(socket));
  });
  server.on('upgrade', (request: http.IncomingMessage) => {
    const { remoteAddress } = request.socket;
    if (remoteAddress !== undefined) forget(remoteAddress, request.socket);
  });
}

/** Whether a connection's peer is one of the proxies TRUST_PROXY believes. */
export function proxyPeers(trusted: TrustedProxies): (address: string) => boolean {
  // A hop count says every peer is a proxy (README: nothing reaches the server but through them).
  if (trusted === false) return () => false;
  if (typeof trusted === 'number') return () => true;
  const proxies = new BlockList();
  for (const entry of trusted) {
    const [address, bits] = entry.split('/');
    const family = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) proxies.addAddress(address, family);
    else proxies.addSubnet(address, Number(bits), family);
  }
  return (address) => proxies.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6');
}
