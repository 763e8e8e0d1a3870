import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, fastifyTrustProxy, loadConfig } from './config.ts';

const trustProxy = (value: string | undefined) => loadConfig(value === undefined ? {} : { HUELLA_TRUST_PROXY: value }).trustProxy;

describe('HUELLA_TRUST_PROXY', () => {
  it('trusts no proxy by default, a number of hops, or true as one hop', () => {
    expect(trustProxy(undefined)).toBe(0);
    expect(trustProxy('0')).toBe(0);
    expect(trustProxy('false')).toBe(0);
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('true')).toBe(1);
    expect(trustProxy('2')).toBe(2);
  });

  it('takes a comma list of proxy addresses and CIDRs', () => {
    expect(trustProxy('10.0.0.5, 192.168.0.0/16,::1,fd00::/8,loopback')).toEqual(['10.0.0.5', '192.168.0.0/16', '::1', 'fd00::/8', 'loopback']);
  });

  it('names the entries it cannot read', () => {
    expect(() => trustProxy('10.0.0.0/33, proxy.example')).toThrow(ConfigError);
    expect(() => trustProxy('10.0.0.0/33, proxy.example')).toThrow(/HUELLA_TRUST_PROXY: .*not: 10\.0\.0\.0\/33, proxy\.example/);
  });
});

const clientAddress = async (setting: string, forwardedFor: string, peer = '10.0.0.2') => {
  const app = Fastify({ trustProxy: fastifyTrustProxy(trustProxy(setting)) });
  app.get('/', (request) => ({ ip: request.ip }));
  const answer = await app.inject({ method: 'GET', url: '/', remoteAddress: peer, headers: { 'x-forwarded-for': forwardedFor } });
  await app.close();
  return answer.json<{ ip: string }>().ip;
};

describe('the client address Fastify derives from the setting', () => {
  it('is the connection peer with no proxy trusted, whatever the header says', async () => {
    expect(await clientAddress('0', '192.0.2.1, 203.0.113.9')).toBe('10.0.0.2');
  });

  it('is the entry the outermost trusted hop appended, never one the client wrote before it', async () => {
    expect(await clientAddress('1', '192.0.2.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(await clientAddress('true', '192.0.2.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(await clientAddress('2', '192.0.2.1, 203.0.113.9, 10.0.0.1')).toBe('203.0.113.9');
  });

  it('is the right-most entry that is not a listed proxy', async () => {
    expect(await clientAddress('10.0.0.0/8', '192.0.2.1, 203.0.113.9, 10.0.0.1')).toBe('203.0.113.9');
    // A peer that is not a listed proxy is the client, whatever it sends.
    expect(await clientAddress('10.0.0.0/8', '192.0.2.1', '198.51.100.7')).toBe('198.51.100.7');
  });
});

describe('HUELLA_HSEQ_TIMEOUT_SECONDS', () => {
  it('gives the HSEQ service 8 s by default, so that an import answers within 10 s, and takes fractions of a second', () => {
    expect(loadConfig({}).hseqTimeoutMs).toBe(8_000);
    expect(loadConfig({ HUELLA_HSEQ_TIMEOUT_SECONDS: '0.5' }).hseqTimeoutMs).toBe(500);
    expect(() => loadConfig({ HUELLA_HSEQ_TIMEOUT_SECONDS: '0' })).toThrow(/HUELLA_HSEQ_TIMEOUT_SECONDS/);
    expect(() => loadConfig({ HUELLA_HSEQ_TIMEOUT_SECONDS: '61' })).toThrow(/HUELLA_HSEQ_TIMEOUT_SECONDS/);
  });
});
