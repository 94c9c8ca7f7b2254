import { describe, expect, it } from 'vitest';
import { parseRawRequest, type RawRequest } from '../../../src/webhooks/raw-request.js';

const parse = (text: string | Buffer): RawRequest => {
  const r = parseRawRequest(Buffer.isBuffer(text) ? text : Buffer.from(text, 'utf8'));
  if (!r.ok) throw new Error(r.reason);
  return r.request;
};

describe('parseRawRequest', () => {
  it('reads CRLF and LF requests alike; header names lower-cased, values trimmed', () => {
    for (const eol of ['\r\n', '\n']) {
      const req = parse(
        ['POST /hooks?x=1 HTTP/1.1', 'Host: a.test', 'X-Service-Signature:  sha256=ab ', '', '{"id":1}'].join(
          eol,
        ),
      );
      expect(req).toMatchObject({
        method: 'POST',
        target: '/hooks?x=1',
        headers: { host: 'a.test', 'x-service-signature': 'sha256=ab' },
      });
      expect(req.body.toString()).toBe('{"id":1}');
    }
  });

  it('keeps the body bytes exactly: CRLF, trailing newline, non-UTF-8 bytes', () => {
    const body = Buffer.concat([
      Buffer.from('{"a":"b"}\r\n\n'),
      Buffer.from([0xff, 0xfe, 0x00]),
      Buffer.from('\n'),
    ]);
    const req = parse(Buffer.concat([Buffer.from('POST / HTTP/1.1\r\nA: 1\r\n\r\n'), body]));
    expect(req.body.equals(body)).toBe(true);
  });

  it('a blank line inside the body is body, not headers', () => {
    const req = parse('POST / HTTP/1.1\nA: 1\n\nline1\n\nline2');
    expect(req.body.toString()).toBe('line1\n\nline2');
  });

  it('joins repeated headers and tolerates leading blank lines and a missing HTTP version', () => {
    const req = parse('\r\nPOST /x\r\nX-A: 1\r\nx-a: 2\r\n\r\n');
    expect(req.headers['x-a']).toBe('1, 2');
    expect(req.body.length).toBe(0);
  });

  it('a head without a blank line is a request with an empty body', () => {
    expect(parse('POST / HTTP/1.1\nA: 1').body.length).toBe(0);
  });

  it('cuts the body at Content-Length and says so (editors append a newline)', () => {
    const req = parse('POST / HTTP/1.1\nContent-Length: 8\n\n{"id":1}\n');
    expect(req.body.toString()).toBe('{"id":1}');
    expect(req.notes.join()).toContain('Content-Length');
    expect(parse('POST / HTTP/1.1\nContent-Length: 20\n\n{"id":1}').notes.join()).toContain('truncated');
  });

  it('decodes a chunked body', () => {
    const req = parse(
      'POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n4\r\n{"id\r\n4;ext=1\r\n":1}\r\n0\r\n\r\n',
    );
    expect(req.body.toString()).toBe('{"id":1}');
  });

  it('refuses what is not an HTTP request, with a reason', () => {
    for (const bad of [
      '',
      '{"id":1}',
      'POST / HTTP/1.1\nno colon here\n\n',
      'POST / HTTP/1.1\nTransfer-Encoding: chunked\n\nzz\n',
    ]) {
      const r = parseRawRequest(Buffer.from(bad));
      expect(r.ok, bad).toBe(false);
      if (!r.ok) expect(r.reason).toBeTruthy();
    }
  });
});
