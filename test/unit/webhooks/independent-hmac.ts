// Signatures computed outside our code, so a test of the verifier is not a test of
// the signer against itself: openssl when present, else Python's hmac module.
import { execFileSync } from 'node:child_process';

let tool: 'openssl' | 'python3' | undefined;

function pickTool(): 'openssl' | 'python3' {
  if (tool) return tool;
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    tool = 'openssl';
  } catch {
    tool = 'python3';
  }
  return tool;
}

/** `sha256=` + hex HMAC-SHA256 of the bytes `timestamp.body` (spec 6.3). */
export function independentSignature(
  secret: string,
  timestamp: number | string,
  body: Buffer | string,
): string {
  const input = Buffer.concat([Buffer.from(`${timestamp}.`), Buffer.from(body)]);
  if (pickTool() === 'openssl') {
    const out = execFileSync('openssl', ['dgst', '-sha256', '-hmac', secret], { input }).toString('utf8');
    // "SHA2-256(stdin)= <hex>" (3.x) or "(stdin)= <hex>" (1.x)
    return `sha256=${/= ([0-9a-f]{64})\s*$/.exec(out)![1]}`;
  }
  const py =
    'import hmac,hashlib,sys;print(hmac.new(sys.argv[1].encode(),sys.stdin.buffer.read(),hashlib.sha256).hexdigest())';
  return `sha256=${execFileSync('python3', ['-c', py, secret], { input }).toString('utf8').trim()}`;
}

/** A saved HTTP request as a capture tool writes it. */
export function rawRequest(
  headers: Record<string, string>,
  body: Buffer | string,
  eol: '\r\n' | '\n' = '\r\n',
  requestLine = 'POST /webhooks HTTP/1.1',
): Buffer {
  const head = [requestLine, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)].join(eol);
  return Buffer.concat([Buffer.from(`${head}${eol}${eol}`, 'latin1'), Buffer.from(body)]);
}
