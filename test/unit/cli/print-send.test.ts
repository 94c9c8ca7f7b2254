// Sending a label to a raw ZPL port (tcp://HOST:PORT): the printer receives every byte, and a
// port that refuses is reported per label, not thrown (print/send.ts loads net when it sends).
import { createServer, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { printBytes } from '../../../src/cli/print/send.js';

const ZPL = Buffer.from('^XA^FO50,50^A0N,40,40^FDAPI-AB12CD34EF^FS^XZ\n', 'latin1');

describe('printBytes to a raw port', () => {
  it('a ZPL label arrives whole at tcp://host:port', async () => {
    const received: Buffer[] = [];
    let ended!: () => void;
    const whole = new Promise<void>((resolve) => (ended = resolve));
    const server = createServer((socket) =>
      socket.on('data', (d: Buffer) => received.push(d)).on('end', ended),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const result = await printBytes({ kind: 'tcp', host: '127.0.0.1', port }, ZPL, {});
      expect(result).toEqual({ ok: true, target: `tcp://127.0.0.1:${port}` });
      await whole;
      expect(Buffer.concat(received).equals(ZPL)).toBe(true);
    } finally {
      server.close();
    }
  });

  it('a port nobody listens on is a failed print with the reason, not an exception', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((r) => server.close(r));
    const result = await printBytes({ kind: 'tcp', host: '127.0.0.1', port }, ZPL, {});
    expect(result.ok).toBe(false);
    expect(result.error).toMatch(/cannot send to 127\.0\.0\.1:\d+: .*ECONNREFUSED/);
  });
});
