// The e-mail client's option types, as the provider's SDK declares them (plus our `timeoutMs`).
// Types only, so the lazily loaded client still imports nothing at run time.

/** Where the rate limit keeps its times (the SDK's `storageProvider`); synchronous or asynchronous. */
export interface StorageProvider {
  get(key: string): string | null | undefined | Promise<string | null | undefined>;
  set(key: string, value: string): void | Promise<void>;
}

export interface BlockList {
  list?: string[];
  watchVariable?: string;
}

export interface LimitRate {
  id?: string;
  throttle?: number;
}

export interface EmailOptions {
  publicKey?: string;
  /** Refuse to send from automated browsers (451). */
  blockHeadless?: boolean;
  /** Refuse to send when the watched parameter's value is in the list (403). */
  blockList?: BlockList;
  /** At most one send per `throttle` ms under `id` (default: the page path) (429). */
  limitRate?: LimitRate;
  storageProvider?: StorageProvider;
  /** The provider's origin; '' is the page's own origin. */
  origin?: string;
  /** How long to wait for the provider before rejecting with status 0. */
  timeoutMs?: number;
}
