// `webhooks verify` and `webhooks trigger` run in-process (src/cli/run.ts) with fake
// streams: what the user sees and the exit code, without building the binary.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { request } from 'undici';
import * as listen from '../../../src/cli/commands/webhooks/listen.js';
import { createContext } from '../../../src/cli/context.js';
import { runCli } from '../../../src/cli/run.js';
import { parseArgv } from '../../helpers/program.js';
import { closedPort, startTestServer } from '../../helpers/http-server.js';
import { fakeStreams } from '../../helpers/streams.js';
import { verifyDelivery } from '../../../src/webhooks/verify.js';
import { pickWebhookHeaders } from '../../../src/webhooks/headers.js';
import { independentSignature, rawRequest } from './independent-hmac.js';

const SECRET = 'whsec_cmd_test_0123';
const TS = 1_739_518_124;
const BODY = Buffer.from(
  '{"id":"evt_cmd","type":"tracking.updated","created_at":"2025-02-14T07:28:40Z","data":{"shipment_id":"shp_9","carrier":"yamato","tracking_number":"400000000016","current_status":{"status":"delivered"}}}',
);

let home: string;
beforeEach(() => {
  home = mkdtempSync(path.join(tmpdir(), 'shipctl-wh-cmd-'));
});
afterEach(() => rmSync(home, { recursive: true, force: true }));

async function shipctl(argv: string[], o: { env?: Record<string, string>; input?: string; now?: Date } = {}) {
  const streams = fakeStreams({ input: o.input });
  const code = await runCli(argv, {
    env: { SHIPCTL_HOME: home, NO_COLOR: '1', ...o.env },
    streams,
    deps: { cwd: home, now: () => o.now ?? new Date((TS + 30) * 1000) },
  });
  return { code, stdout: streams.out(), stderr: streams.err() };
}

const file = (name: string, content: Buffer | string) => {
  const p = path.join(home, name);
  writeFileSync(p, content);
  return p;
};

const sig = independentSignature(SECRET, TS, BODY);
const env = { SHIPCTL_WEBHOOK_SECRET: SECRET };

describe('webhooks verify', () => {
  it('argv → input, a typed --secret included (the verb refuses it)', async () => {
    const parsed = await parseArgv([
      'webhooks',
      'verify',
      '--payload',
      'b.json',
      '--signature',
      's',
      '--timestamp',
      '1',
      '--secret=hunter2',
    ]);
    expect(parsed.opts).toMatchObject({
      payload: 'b.json',
      signature: 's',
      timestamp: '1',
      secret: 'hunter2',
    });
  });

  it('a valid delivery: exit 0 and the event summary', async () => {
    file('body.json', BODY);
    const r = await shipctl(
      [
        'webhooks',
        'verify',
        '--payload',
        'body.json',
        '--signature',
        sig,
        '--timestamp',
        String(TS),
        '--event-id',
        'evt_cmd',
      ],
      { env },
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('valid signature (signed 30 s ago)');
    for (const s of ['evt_cmd', 'tracking.updated', 'shp_9', 'yamato', '400000000016', 'delivered'])
      expect(r.stdout).toContain(s);
  });

  it('--json: {valid, event_id, age_s}; a saved request from stdin; secret from a file or the profile', async () => {
    const secretFile = file('secret.txt', `${SECRET}\n`);
    const request = rawRequest(
      { 'x-service-signature': sig, 'X-Service-Timestamp': String(TS), 'X-SERVICE-EVENT-ID': 'evt_cmd' },
      BODY,
      '\n',
    );
    const r = await shipctl(['webhooks', 'verify', '--request', '-', '--secret-file', secretFile, '--json'], {
      input: request.toString('latin1'),
    });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ valid: true, event_id: 'evt_cmd', age_s: 30 });

    mkdirSync(path.join(home, 'config'));
    file('config/config.json', JSON.stringify({ profiles: { default: { webhook_secret: SECRET } } }));
    const fromProfile = await shipctl([
      'webhooks',
      'verify',
      '--request',
      file('req.http', request),
      '--json',
    ]);
    expect(fromProfile.code).toBe(0);
  });

  it('a stale delivery: exit 1, the reason and by how much; --now accepts the arrival time', async () => {
    file('body.json', BODY);
    const args = [
      'webhooks',
      'verify',
      '--payload',
      'body.json',
      '--signature',
      sig,
      '--timestamp',
      String(TS),
    ];
    const r = await shipctl(args, { env, now: new Date((TS + 7200) * 1000) });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('invalid signature: timestamp_too_old');
    expect(r.stderr).toContain('1 h 55 min older than the 300 s tolerance');
    expect((await shipctl([...args, '--now', new Date((TS + 10) * 1000).toISOString()], { env })).code).toBe(
      0,
    );
    expect((await shipctl([...args, '--now', String(TS + 10)], { env })).code).toBe(0);
  });

  it('a re-serialized body: exit 1, mismatch, and the hint; --json carries the reason', async () => {
    file('pretty.json', JSON.stringify(JSON.parse(BODY.toString()), null, 2));
    const args = [
      'webhooks',
      'verify',
      '--payload',
      'pretty.json',
      '--signature',
      sig,
      '--timestamp',
      String(TS),
    ];
    const r = await shipctl(args, { env });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/invalid signature: mismatch[\s\S]*hint: .*re-serialized/);
    const j = await shipctl([...args, '--json'], { env });
    expect(j.code).toBe(1);
    expect(JSON.parse(j.stdout)).toMatchObject({ valid: false, reason: 'mismatch' });
  });

  it('usage errors exit 2: no input, no secret, a --secret argument, a bad --now', async () => {
    file('body.json', BODY);
    const base = [
      'webhooks',
      'verify',
      '--payload',
      'body.json',
      '--signature',
      sig,
      '--timestamp',
      String(TS),
    ];
    expect((await shipctl(['webhooks', 'verify'], { env })).code).toBe(2);
    const noSecret = await shipctl(base);
    expect(noSecret).toMatchObject({ code: 2 });
    expect(noSecret.stderr).toContain('--secret-file');
    for (const refused of [
      [...base, '--secret', SECRET],
      [...base, `--secret=${SECRET}`],
      [...base, '--secret'],
    ]) {
      const r = await shipctl(refused, { env });
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('refusing a webhook secret given as a command-line argument');
      expect(r.stdout + r.stderr).not.toContain(SECRET);
    }
    expect((await shipctl([...base, '--now', 'yesterday'], { env })).code).toBe(2);
    expect((await shipctl([...base, '--tolerance', '-5'], { env })).code).toBe(2);
    expect(
      (
        await shipctl(
          ['webhooks', 'verify', '--payload', 'missing.json', '--signature', sig, '--timestamp', '1'],
          { env },
        )
      ).code,
    ).toBe(2);
  });
});

describe('webhooks trigger', () => {
  it('sends a sample event that verifies independently; exit 0 on 2xx', async () => {
    const server = await startTestServer({ status: 204 });
    try {
      const r = await shipctl(
        [
          'webhooks',
          'trigger',
          '--to',
          `${server.url}/hooks`,
          '--status',
          'delivered',
          '--shipment',
          'shp_77',
          '--id',
          'evt_fixed',
        ],
        { env },
      );
      expect(r.code).toBe(0);
      expect(r.stdout).toContain('evt_fixed delivered to');
      const req = server.requests[0]!;
      expect(req.pathname).toBe('/hooks');
      const ts = req.headers['x-service-timestamp'] as string;
      expect(req.headers['x-service-signature']).toBe(independentSignature(SECRET, ts, req.body));
      expect(req.headers['x-service-event-id']).toBe('evt_fixed');
      expect(req.headers['content-type']).toBe('application/json');
      expect(JSON.parse(req.body)).toMatchObject({
        id: 'evt_fixed',
        type: 'tracking.updated',
        data: { shipment_id: 'shp_77', current_status: { status: 'delivered' } },
      });
      const verdict = verifyDelivery({
        secret: SECRET,
        rawBody: Buffer.from(req.body),
        headers: pickWebhookHeaders(req.headers),
        now: new Date((TS + 30) * 1000),
      });
      expect(verdict.valid).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('exit 6 when the receiver answers non-2xx or cannot be reached', async () => {
    const server = await startTestServer({ status: 401, body: { error: 'mismatch' } });
    try {
      const r = await shipctl(['webhooks', 'trigger', '--to', server.url, '--json'], { env });
      expect(r.code).toBe(6);
      expect(JSON.parse(r.stdout)).toMatchObject({ status: 401, ok: false });
    } finally {
      await server.close();
    }
    const down = await shipctl(['webhooks', 'trigger', '--to', `http://127.0.0.1:${await closedPort()}/`], {
      env,
    });
    expect(down.code).toBe(6);
    expect(down.stderr).toContain('could not deliver');
  });

  it('usage errors exit 2', async () => {
    expect((await shipctl(['webhooks', 'trigger'], { env })).code).toBe(2);
    expect((await shipctl(['webhooks', 'trigger', '--to', 'not a url'], { env })).code).toBe(2);
    expect((await shipctl(['webhooks', 'trigger', '--to', 'http://127.0.0.1:1/'])).code).toBe(2);
  });
});

describe('webhooks listen (in-process)', () => {
  async function listenOnce(tty: boolean, json: boolean) {
    const streams = fakeStreams({ tty });
    const globals = { json, input: false, yes: false, debug: false, color: false };
    const ctx = createContext({
      streams,
      env: { SHIPCTL_HOME: home, NO_COLOR: '1', ...env },
      globals,
      deps: { cwd: home, now: () => new Date((TS + 2) * 1000) },
    });
    let stop!: () => void;
    const stopped = new Promise<void>((resolve) => (stop = resolve));
    const running = listen.run({ port: '0', events: [] }, ctx, () => stopped);
    let url: string | undefined;
    while (!(url = /Listening on (\S+)/.exec(streams.err())?.[1])) await new Promise((r) => setTimeout(r, 5));
    const res = await request(url, {
      method: 'POST',
      body: BODY,
      headers: { 'X-Service-Signature': sig, 'X-Service-Timestamp': String(TS) },
    });
    expect(res.statusCode).toBe(200);
    await res.body.dump();
    while (!streams.out()) await new Promise((r) => setTimeout(r, 5));
    stop();
    expect(await running).toBe(0);
    await ctx.close();
    return streams.out();
  }

  it('one readable line on a TTY, tab-separated when piped, NDJSON with --json', async () => {
    const onTty = await listenOnce(true, false);
    expect(onTty).toMatch(
      /^2025-02-14 16:28 JST {2}tracking\.updated {2}evt_cmd {2}yamato {2}400000000016 {2}delivered {2}shp_9\n$/,
    );
    rmSync(path.join(home, 'data'), { recursive: true, force: true }); // forget the id
    const piped = await listenOnce(false, false);
    expect(piped).toBe(
      '2025-02-14T07:28:46.000Z\ttracking.updated\tevt_cmd\tyamato\t400000000016\tdelivered\tshp_9\n',
    );
    rmSync(path.join(home, 'data'), { recursive: true, force: true });
    const json = await listenOnce(false, true);
    expect(JSON.parse(json)).toEqual(JSON.parse(BODY.toString()));
  });

  it('usage errors exit 2 before anything listens', async () => {
    expect((await shipctl(['webhooks', 'listen', '--port', '70000'], { env })).code).toBe(2);
    expect((await shipctl(['webhooks', 'listen', '--forward-to', 'ftp://x'], { env })).code).toBe(2);
    expect((await shipctl(['webhooks', 'listen', '--port', '0'])).code).toBe(2); // no secret
  });
});
