import { BlockList, isIP } from 'node:net';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Whether a socket's peer address is this machine (127.0.0.0/8, ::1, and IPv4 written as ::ffff:127.x.y.z). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const family = isIP(plain);
  return family !== 0 && loopback.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}
