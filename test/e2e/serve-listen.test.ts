// `sandbox serve` that cannot listen exits with a clear message and a
// documented code instead of hanging (a timer of the already-started app kept it alive).
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { makeHome } from '../helpers/cli.js';
import { runInProcess } from '../helpers/in-process.js';

let home: ReturnType<typeof makeHome> | undefined;
let server: net.Server | undefined;
afterEach(async () => {
  home?.remove();
  await new Promise((r) => (server ? server.close(r) : r(undefined)));
  home = server = undefined;
});

describe('sandbox serve on a listen error', () => {
  it('a port in use: exit 1 naming the port and the fix (the process ends)', async () => {
    server = net.createServer();
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
    const port = (server.address() as net.AddressInfo).port;
    home = makeHome();
    const r = await runInProcess(['sandbox', 'serve', '--port', String(port)], {
      home: home.dir,
      timeoutMs: 30_000,
    });
    expect(r.signal).toBeNull();
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`port ${port} is already in use`);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('a host that does not resolve: exit 2 naming --host', async () => {
    home = makeHome();
    const r = await runInProcess(['sandbox', 'serve', '--host', 'no-such-host.invalid'], {
      home: home.dir,
      timeoutMs: 30_000,
    });
    expect(r.signal).toBeNull();
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('cannot bind --host no-such-host.invalid: the name does not resolve');
  });
});
