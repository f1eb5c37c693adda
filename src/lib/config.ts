/**
 * Build-time configuration, read once by the build (tools/settings/) from the environment and
 * `.env`, and injected through esbuild `define` (src/lib/buildFlags.ts). Nothing else in src/ reads configuration.
 */
import type { AppConfig } from './appConfig';
import { configText } from './buildFlags';

export const config: AppConfig = JSON.parse(configText) as AppConfig;
