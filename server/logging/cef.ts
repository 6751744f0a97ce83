// CEF (ArcSight Common Event Format) lines of audit events, and their delivery to the auditing
// destination of the administration settings: one UDP datagram, or one line on a TCP (optionally
// TLS) connection, per event.
import { createSocket } from 'node:dgram';
import { connect as tcpConnect } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import type { AuditConfiguration } from './audit.ts';
import type { AuditEvent } from './audit-event.ts';

const VENDOR = 'NetIQ';
const PRODUCT = 'Identity Applications Sandbox';
const VERSION = '4.8.6';
const SEND_TIMEOUT_MS = 3000;

/** Header fields: backslash and pipe escaped. */
const header = (text: string) => text.replace(/[\\|]/g, (c) => `\\${c}`).replace(/[\r\n]+/g, ' ');
/** Extension values: backslash, equals sign and line breaks escaped. */
const value = (text: string) => text.replace(/[\\=]/g, (c) => `\\${c}`).replace(/\r?\n|\r/g, '\\n');

const NAMES: Record<AuditEvent['kind'], string> = {
  signIn: 'Sign-in',
  signInFailed: 'Failed sign-in',
  signOut: 'Sign-out',
  write: 'Change',
};

export function cefLine(event: AuditEvent): string {
  const severity = event.kind === 'signInFailed' || !event.outcome ? 5 : 3;
  const extension: Array<[string, string | number | null | undefined]> = [
    ['rt', Date.parse(event.at)],
    ['suser', event.actor],
    ['duser', event.onBehalfOf],
    ['act', event.operation],
    ['outcome', event.outcome ? 'success' : 'failure'],
    ['src', event.address],
    ['cs1Label', event.object ? 'object' : undefined],
    ['cs1', event.object],
  ];
  const fields = extension
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== null && entry[1] !== '')
    .map(([key, text]) => `${key}=${value(String(text))}`)
    .join(' ');
  return `CEF:0|${VENDOR}|${PRODUCT}|${VERSION}|${header(`${event.kind}`)}|${header(NAMES[event.kind])}|${severity}|${fields}`;
}

/** Sends one line to the destination; resolves when sent, rejects on a network error or timeout. */
export function sendCef(config: AuditConfiguration['cefConfigs'], line: string): Promise<void> {
  const { destinationHost: host, destinationPort: port, protocol, useTLS } = config;
  if (protocol === 'UDP') {
    return new Promise((resolve, reject) => {
      const socket = createSocket(host.includes(':') ? 'udp6' : 'udp4');
      socket.send(Buffer.from(line), port, host, (error) => {
        socket.close();
        if (error) reject(error);
        else resolve();
      });
    });
  }
  return new Promise((resolve, reject) => {
    const socket = useTLS ? tlsConnect({ host, port, servername: host }) : tcpConnect({ host, port });
    socket.setTimeout(SEND_TIMEOUT_MS, () => socket.destroy(new Error(`CEF destination ${host}:${port} did not answer`)));
    socket.once(useTLS ? 'secureConnect' : 'connect', () => socket.end(`${line}\n`));
    socket.once('error', reject);
    socket.once('close', (hadError) => {
      if (!hadError) resolve();
    });
  });
}
