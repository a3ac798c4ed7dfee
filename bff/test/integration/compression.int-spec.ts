import type { RunningApp } from '@pm/kit/testing';
import { serviceEnv, startBff, startServices, type Services } from './harness';

describe('bff response compression', () => {
  let services: Services;
  let bff: RunningApp;

  beforeAll(async () => {
    services = await startServices();
    bff = await startBff(serviceEnv(services));
  });

  afterAll(async () => {
    await bff?.close();
    await services?.close();
  });

  it('compresses JSON answers over 1 KiB for clients that accept gzip', async () => {
    const response = await fetch(`${bff.url}/api/blog/posts`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const body = (await response.json()) as { success: boolean; data: unknown[] };
    expect(body.success).toBe(true);
    expect(body.data.length).toBeGreaterThan(0);
  });

  it('leaves answers uncompressed for clients that do not ask', async () => {
    const response = await fetch(`${bff.url}/api/blog/posts`, { headers: { 'accept-encoding': 'identity' } });
    expect(response.headers.get('content-encoding')).toBeNull();
  });
});
