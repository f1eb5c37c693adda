// What build.mjs needs from the TypeScript side, bundled for Node by build.mjs itself.
export { renderRoute } from './prerender';
export { renderDocument } from './document';
export { personJsonLd, robotsTxt, sitemapXml, webManifest } from './seo';
export { contentSecurityPolicy, headersFile, scriptHash, serializePolicy } from './security';
export { serveStatic } from './staticServer';
export { handleEmailSink } from './emailSink';
export { NOT_FOUND_PATH } from '../lib/router';
