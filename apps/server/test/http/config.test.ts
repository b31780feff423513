import { describe, expect, it } from 'vitest';
import { DEV_API_KEY } from '@rentals/shared';
import { loadConfig } from '../../src/config';

describe('configuration from the environment', () => {
  it('has working defaults for a local run', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      apiKey: DEV_API_KEY,
      env: 'development',
    });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.dataDir).toMatch(/data$/);
  });

  it('names each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
  });

  it('refuses production without an API key, SMTP or the public address', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://mail.example.so',
        PUBLIC_URL: 'https://rentals.example.so',
      }),
    ).toThrow(/API_KEY/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        API_KEY: 'a-long-secret',
        PUBLIC_URL: 'https://rentals.example.so',
      }),
    ).toThrow(/SMTP_URL/);
    // Without it, pages' links, robots.txt and the sitemaps would name the host a request gave.
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        API_KEY: 'a-long-secret',
        SMTP_URL: 'smtp://mail.example.so',
      }),
    ).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'javascript://rentals.example.so' })).toThrow(
      /PUBLIC_URL/,
    );
    expect(
      loadConfig({
        NODE_ENV: 'production',
        API_KEY: 'a-long-secret',
        SMTP_URL: 'smtp://mail.example.so',
        PUBLIC_URL: 'https://rentals.example.so',
      }).env,
    ).toBe('production');
  });

  it('reads DEMO_DATA as a flag', () => {
    expect(loadConfig({ DEMO_DATA: 'off' }).demoData).toBe(false);
    expect(loadConfig({ DEMO_DATA: '1' }).demoData).toBe(true);
    expect(loadConfig({}).demoData).toBeUndefined();
  });
});
