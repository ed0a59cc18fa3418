import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Tenant } from '../modules/tenants/tenants.service.js';
import { isValidHostHeader, publicOrigin, siteOrigin } from './origin.js';

const tenant = { domain: 'northwind.example' } as Tenant;
function request(host: string, protocol = 'http', publicUrl?: string): FastifyRequest {
  return { host, protocol, server: { env: { PUBLIC_URL: publicUrl } } } as unknown as FastifyRequest;
}

describe('publicOrigin', () => {
  it('prefers PUBLIC_URL', () => {
    expect(publicOrigin(request('evil.example', 'http', 'https://careers.example.com'), tenant)).toBe(
      'https://careers.example.com',
    );
  });

  it("uses the request origin for the tenant's own domain and local addresses", () => {
    expect(publicOrigin(request('northwind.example', 'https'), tenant)).toBe('https://northwind.example');
    expect(publicOrigin(request('localhost:3000'), tenant)).toBe('http://localhost:3000');
    expect(publicOrigin(request('127.0.0.1:3000'), tenant)).toBe('http://127.0.0.1:3000');
    expect(publicOrigin(request('[::1]:3000'), tenant)).toBe('http://[::1]:3000');
  });

  it('never puts a forged Host into a link', () => {
    expect(publicOrigin(request('evil.example'), tenant)).toBe('https://northwind.example');
    expect(publicOrigin(request('localhost.evil.example'), tenant)).toBe('https://northwind.example');
    expect(publicOrigin(request('localhost@evil.example'), tenant)).toBe('https://northwind.example');
  });
});

describe('siteOrigin', () => {
  it('is PUBLIC_URL when set, else the tenant domain over HTTPS, whatever the request said', () => {
    expect(siteOrigin({ PUBLIC_URL: 'https://careers.example.com' }, tenant)).toBe(
      'https://careers.example.com',
    );
    expect(siteOrigin({ PUBLIC_URL: undefined }, tenant)).toBe('https://northwind.example');
  });
});

describe('isValidHostHeader', () => {
  it('takes host names, addresses and ports', () => {
    for (const host of [
      'northwind.example',
      'NORTHWIND.example:8443',
      'localhost',
      '127.0.0.1:3000',
      '[::1]:3000',
      'my_host.local.',
    ]) {
      expect(isValidHostHeader(host), host).toBe(true);
    }
  });

  it('refuses what no client can reach a server at', () => {
    for (const host of [
      'a b',
      '',
      'evil.example/x',
      'user@evil.example',
      'a"b',
      'x:y:z',
      'a..b',
      '[::1',
      'a:123456',
      `${'a'.repeat(300)}.example`,
    ]) {
      expect(isValidHostHeader(host), host).toBe(false);
    }
  });
});
