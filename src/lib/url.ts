/** decodeURIComponent that answers null for a malformed escape (`#%E0%A4%A`) instead of throwing. */
export function safeDecodeURIComponent(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch (error) {
    if (error instanceof URIError) return null;
    throw error;
  }
}
