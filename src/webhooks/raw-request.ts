// Parses an HTTP request saved to a file (`--request FILE`): what a proxy log, `nc -l`
// or a request inspector captured. The body is kept as the exact bytes that followed
// the blank line, because the signature covers those bytes and nothing else: decoding
// it as text and back would hide the very differences verification must reveal.

export interface RawRequest {
  method: string;
  target: string;
  /** Header names lower-cased; repeated headers joined with ", " as HTTP allows. */
  headers: Record<string, string>;
  body: Buffer;
  /** Things the parser had to assume, for the user to judge. */
  notes: string[];
}

export type ParsedRequest = { ok: true; request: RawRequest } | { ok: false; reason: string };

const CR = 0x0d;
const LF = 0x0a;

/** Where the head ends: the first empty line, whether lines end in CRLF or in LF alone. */
function findHeadEnd(bytes: Buffer): { headEnd: number; bodyStart: number } | undefined {
  for (let i = bytes.indexOf(LF); i !== -1; i = bytes.indexOf(LF, i + 1)) {
    const next = i + 1;
    if (bytes[next] === LF) return { headEnd: i, bodyStart: next + 1 };
    if (bytes[next] === CR && bytes[next + 1] === LF) return { headEnd: i, bodyStart: next + 2 };
  }
  return undefined;
}

export function parseRawRequest(bytes: Buffer): ParsedRequest {
  const found = findHeadEnd(bytes);
  // A file holding only a head (no blank line) is a request with an empty body.
  const headEnd = found?.headEnd ?? bytes.length;
  const head = bytes.subarray(0, headEnd).toString('latin1');
  const lines = head.split('\n').map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
  // Tolerate blank lines before the request line, as HTTP servers do.
  while (lines.length > 0 && lines[0] === '') lines.shift();
  const requestLine = lines.shift();
  if (requestLine === undefined) return { ok: false, reason: 'the file is empty' };

  const m = /^([A-Za-z]+) +(\S+)(?: +HTTP\/\d(?:\.\d)?)?$/.exec(requestLine.trim());
  if (!m) {
    return {
      ok: false,
      reason: `the first line is not an HTTP request line (expected e.g. "POST /webhooks HTTP/1.1")`,
    };
  }

  const headers: Record<string, string> = {};
  for (const [i, line] of lines.entries()) {
    const colon = line.indexOf(':');
    if (colon <= 0) return { ok: false, reason: `header line ${i + 2} has no "name: value" form` };
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }

  const notes: string[] = [];
  let body = found ? bytes.subarray(found.bodyStart) : Buffer.alloc(0);
  if (/\bchunked\b/i.test(headers['transfer-encoding'] ?? '')) {
    const decoded = decodeChunked(body);
    if (!decoded) return { ok: false, reason: 'the body is marked chunked but its chunks are malformed' };
    body = decoded;
    notes.push('decoded the chunked body');
  } else if (headers['content-length'] !== undefined) {
    const length = /^\d+$/.test(headers['content-length']) ? Number(headers['content-length']) : NaN;
    if (Number.isNaN(length)) {
      notes.push(`ignored the Content-Length "${headers['content-length']}" (not a number)`);
    } else if (body.length > length) {
      // Editors add a final newline when a capture is saved; HTTP framing says where the body ends.
      notes.push(
        `kept the first ${length} body bytes as Content-Length says (the file has ${body.length - length} more)`,
      );
      body = body.subarray(0, length);
    } else if (body.length < length) {
      notes.push(
        `the body has ${body.length} bytes but Content-Length says ${length}: the capture may be truncated`,
      );
    }
  }
  return {
    ok: true,
    request: { method: m[1]!.toUpperCase(), target: m[2]!, headers, body: Buffer.from(body), notes },
  };
}

/** Decodes a chunked body (RFC 9112 7.1); undefined when the framing is broken. */
function decodeChunked(bytes: Buffer): Buffer | undefined {
  const parts: Buffer[] = [];
  let pos = 0;
  for (;;) {
    const eol = bytes.indexOf(LF, pos);
    if (eol === -1) return undefined;
    const sizeText = bytes.subarray(pos, eol).toString('latin1').replace(/\r$/, '').split(';')[0]!.trim();
    if (!/^[0-9a-fA-F]+$/.test(sizeText)) return undefined;
    const size = parseInt(sizeText, 16);
    pos = eol + 1;
    if (size === 0) return Buffer.concat(parts);
    if (pos + size > bytes.length) return undefined;
    parts.push(bytes.subarray(pos, pos + size));
    pos += size;
    if (bytes[pos] === CR) pos++;
    if (bytes[pos] !== LF) return undefined;
    pos++;
  }
}
