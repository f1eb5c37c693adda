/**
 * A raw TCP client for HTTP tests that fetch cannot express: a body cut off mid-way, a huge declared
 * length that is never sent, broken chunked framing. Connects to 127.0.0.1 only.
 */
import { connect, type Socket } from 'node:net';

export interface RawConnection {
  socket: Socket;
  /** Everything the server sent, once it closed or reset the connection. */
  received: Promise<string>;
  /** Resolves when the server's first bytes (the status line) arrive. */
  answered: Promise<void>;
}

export async function openRaw(port: number, ...parts: (string | Buffer)[]): Promise<RawConnection> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let text = '';
  let markAnswered: () => void;
  const answered = new Promise<void>((resolve) => (markAnswered = resolve));
  const received = new Promise<string>((resolve) => {
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      markAnswered();
    });
    // A reset after the answer still counts as the answer.
    socket.on('error', () => resolve(text));
    socket.on('close', () => resolve(text));
  });
  for (const part of parts) socket.write(part);
  return { socket, received, answered };
}

/** The request head for a POST of `path` with the given headers, ready to write. */
export function postHead(path: string, headers: Record<string, string | number>): string {
  const lines = Object.entries({ Host: 'sink.test', ...headers }).map(([name, value]) => `${name}: ${value}`);
  return `POST ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}

export const statusOf = (response: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1] ?? 0);
