/** A failure the user can fix, told in one line without a stack (bad settings, busy port, no build). */
export class BuildError extends Error {}

/** The one line printed for a failed command, or null when esbuild has already printed its diagnostics. */
export function failureMessage(error: unknown): string | null {
  if (error && typeof error === 'object' && 'errors' in error && Array.isArray(error.errors)) return null;
  if (error instanceof BuildError) return error.message;
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
