import type { IncomingMessage } from 'node:http';

/** The body was longer than allowed; nothing past the limit was kept. */
export const TOO_LARGE = Symbol('too large');

/**
 * Reads a request body of at most `limit` bytes. Past the limit it settles with TOO_LARGE at once, so
 * the answer can go out while the rest is read and dropped, never held. Rejects if the client aborts
 * or sends broken framing; never leaves an error unhandled.
 */
export function readBody(request: IncomingMessage, limit: number): Promise<Buffer | typeof TOO_LARGE> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const overflow = () => {
      chunks.length = 0;
      resolve(TOO_LARGE);
    };
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else overflow();
    });
    request.on('end', () => resolve(size <= limit ? Buffer.concat(chunks) : TOO_LARGE));
    request.on('error', reject);
    // A socket closed before the end rejects here; after the end this is a no-op.
    request.on('close', () => reject(new Error('The client closed the connection before the end of the body')));
    // A declared length past the limit is refused before a byte of the body is read.
    if (Number(request.headers['content-length']) > limit) {
      size = Number.POSITIVE_INFINITY;
      overflow();
    }
  });
}
