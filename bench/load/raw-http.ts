import { connect } from 'node:net';

export type RawAnswer = { status: number | null; headers: string; body: string };

/**
 * Sends bytes as they are (a malformed request line, a NUL in a header, a body shorter than
 * its Content-Length) and reads what comes back until the server closes or `waitMs` passes.
 * `endEarly`: the client hangs up after sending, as a truncated upload does.
 */
export function rawRequest(
  port: number,
  bytes: Buffer,
  { waitMs = 15_000, endEarly = false } = {},
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(bytes);
      if (endEarly) socket.end();
    });
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(parse(Buffer.concat(chunks)));
    };
    const timer = setTimeout(done, waitMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', done);
    socket.on('error', done);
  });
}

function parse(reply: Buffer): RawAnswer {
  const text = reply.toString('utf8');
  const end = text.indexOf('\r\n\r\n');
  const head = end === -1 ? text : text.slice(0, end);
  const status = head.match(/^HTTP\/1\.[01] (\d{3})/)?.[1];
  let body = end === -1 ? '' : text.slice(end + 4);
  if (/^transfer-encoding:\s*chunked/im.test(head)) body = dechunk(body);
  return { status: status ? Number(status) : null, headers: head, body };
}

function dechunk(text: string): string {
  let out = '';
  let rest = text;
  for (;;) {
    const line = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, line), 16);
    if (line === -1 || !(size > 0)) return out;
    out += rest.slice(line + 2, line + 2 + size);
    rest = rest.slice(line + 2 + size + 2);
  }
}

/** An HTTP/1.1 request, Connection: close, with the body's length unless `headers` say one. */
export function httpBytes(
  method: string,
  path: string,
  headers: Record<string, string>,
  body: Buffer | string = '',
): Buffer {
  const payload = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const all: Record<string, string> = {
    host: '127.0.0.1',
    connection: 'close',
    ...(method === 'GET' || method === 'HEAD' ? {} : { 'content-length': String(payload.length) }),
    ...headers,
  };
  const head = `${method} ${path} HTTP/1.1\r\n${Object.entries(all)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n`;
  return Buffer.concat([Buffer.from(head, 'latin1'), payload]);
}
