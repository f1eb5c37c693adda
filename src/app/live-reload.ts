// Injected by `node build.mjs --watch` only: esbuild announces each rebuild on /esbuild.
if (typeof EventSource === 'function') {
  new EventSource('/esbuild').addEventListener('change', () => window.location.reload());
}
