#!/usr/bin/env node
// The only build entry point.
//   node build.mjs              production build into dist/ (prerendered, hashed, minified)
//   node build.mjs --watch      development server with live reload and the local e-mail sink
//   node build.mjs --preview    serves dist/ as a static host would (with its _headers)
// Options: --outdir=DIR (build or preview another folder), --static-dir=DIR (build from another static
// folder), --settings-file=FILE (read instead of .env), --content=DIR (its modules replace those of
// src/content/ with the same name: another owner's content).
// Configuration: see .env.example. The work is done by the typed modules of tools/, compiled once per
// change into .cache/build-code/ (tools/launch/compiledCode.mjs).
import { loadCli } from './tools/launch/compiledCode.mjs';

const { main } = await loadCli(import.meta.dirname);
await main(process.argv.slice(2));
