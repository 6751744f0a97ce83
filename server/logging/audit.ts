// The audit (CEF) destination: one stored row, checked whole before it is saved.
import { badRequest } from '../http/fault.ts';
import type { Db } from '../store/db.ts';

export const CEF_PROTOCOLS = ['TCP', 'UDP'] as const;

export interface AuditConfiguration {
  enableCEF: boolean;
  cefConfigs: { destinationHost: string; destinationPort: number; protocol: string; useTLS: boolean };
}

interface AuditRow { enable_cef: number; destination_host: string; destination_port: number; protocol: string; use_tls: number }

export async function readAuditConfiguration(db: Db): Promise<AuditConfiguration> {
  const row = await db.get<AuditRow>('SELECT enable_cef, destination_host, destination_port, protocol, use_tls FROM audit_configuration WHERE id = 1');
  if (!row) throw new Error('The audit configuration row is missing (migration 043)');
  return {
    enableCEF: row.enable_cef === 1,
    cefConfigs: { destinationHost: row.destination_host, destinationPort: row.destination_port, protocol: row.protocol, useTLS: row.use_tls === 1 },
  };
}

const HOST = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

/** The new configuration from a request: the stored one with the values sent, or a 400 naming the bad one. */
export function mergeAuditConfiguration(current: AuditConfiguration, body: { enableCEF?: unknown; cefConfigs?: Record<string, unknown> }): AuditConfiguration {
  const next: AuditConfiguration = { enableCEF: current.enableCEF, cefConfigs: { ...current.cefConfigs } };
  if (body.enableCEF !== undefined) {
    if (typeof body.enableCEF !== 'boolean') throw badRequest('enableCEF: true or false');
    next.enableCEF = body.enableCEF;
  }
  const cef = body.cefConfigs ?? {};
  if (typeof cef !== 'object' || Array.isArray(cef)) throw badRequest('cefConfigs: an object with destinationHost, destinationPort, protocol, useTLS');
  if (cef.destinationHost !== undefined) {
    const host = typeof cef.destinationHost === 'string' ? cef.destinationHost.trim() : '';
    if (host !== '' && !HOST.test(host)) throw badRequest(`destinationHost: "${String(cef.destinationHost)}" is not a host name or IPv4 address`);
    next.cefConfigs.destinationHost = host;
  }
  if (cef.destinationPort !== undefined) {
    const port = Number(cef.destinationPort);
    if (!Number.isInteger(port) || port < 1 || port > 65535) throw badRequest(`destinationPort: "${String(cef.destinationPort)}" is not a port (1 to 65535)`);
    next.cefConfigs.destinationPort = port;
  }
  if (cef.protocol !== undefined) {
    const protocol = String(cef.protocol).toUpperCase();
    if (!(CEF_PROTOCOLS as readonly string[]).includes(protocol)) throw badRequest(`protocol: "${String(cef.protocol)}"; use ${CEF_PROTOCOLS.join(' or ')}`);
    next.cefConfigs.protocol = protocol;
  }
  if (cef.useTLS !== undefined) {
    if (typeof cef.useTLS !== 'boolean') throw badRequest('useTLS: true or false');
    next.cefConfigs.useTLS = cef.useTLS;
  }
  if (next.enableCEF && next.cefConfigs.destinationHost === '') throw badRequest('destinationHost is required while CEF auditing is enabled');
  if (next.cefConfigs.useTLS && next.cefConfigs.protocol !== 'TCP') throw badRequest('useTLS needs the TCP protocol');
  return next;
}

export async function saveAuditConfiguration(db: Db, config: AuditConfiguration): Promise<void> {
  const { destinationHost, destinationPort, protocol, useTLS } = config.cefConfigs;
  await db.run(
    'UPDATE audit_configuration SET enable_cef = ?, destination_host = ?, destination_port = ?, protocol = ?, use_tls = ? WHERE id = 1',
    [config.enableCEF ? 1 : 0, destinationHost, destinationPort, protocol, useTLS ? 1 : 0],
  );
}
