/**
 * A stand-in for the e-mail provider on 127.0.0.1: answers CORS like the real one and, per mode,
 * succeeds, fails with 400 or 500, drops the connection, or answers too late. Keeps each request.
 */
import { createServer, type IncomingMessage } from 'node:http';

export type ProviderMode = 'ok' | '400' | '500' | 'drop' | 'slow';

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export async function startProviderStandIn() {
  const received: ReceivedRequest[] = [];
  let mode: ProviderMode = 'ok';
  const server = createServer(async (request, response) => {
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': 'Content-Type',
      'Access-Control-Allow-Methods': 'POST',
    };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    received.push({ method: request.method!, url: request.url!, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
    switch (mode) {
      case 'ok':
        response.writeHead(200, { ...cors, 'Content-Type': 'text/plain' }).end('OK');
        return;
      case '400':
        response.writeHead(400, { ...cors, 'Content-Type': 'text/plain' }).end('The template ID is invalid');
        return;
      case '500':
        response.writeHead(500, { ...cors, 'Content-Type': 'text/plain' }).end('Internal Server Error');
        return;
      case 'drop':
        request.socket.destroy();
        return;
      case 'slow':
        setTimeout(() => response.writeHead(200, cors).end('OK'), 60_000).unref();
        return;
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    setMode: (next: ProviderMode) => (mode = next),
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
