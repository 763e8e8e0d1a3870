import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

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
