// Measures the built server on a fresh database with autocannon over loopback, next to a bare
// Node http server returning the same JSON, in the same run. Prints requests/s, p99 and ratios.
// It measures only; nothing here asserts on time.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function waitFor(url) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

const run = (opts) =>
  new Promise((resolve, reject) =>
    autocannon({ duration: DURATION, connections: CONNECTIONS, ...opts }, (err, res) => (err ? reject(err) : resolve(res))),
  );

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellpath-bench-'));
const appPort = await freePort();
const barePort = await freePort();
const children = [];
const stopAll = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('exit', stopAll);

try {
  children.push(
    spawn(process.execPath, ['packages/server/dist/server.js'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(appPort),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        RATE_LIMIT_AUTH_PER_IP: '1000000000',
        RATE_LIMIT_AUTH_PER_EMAIL: '1000000000',
      },
    }),
  );
  const base = `http://127.0.0.1:${appPort}`;
  await waitFor(`${base}/api/health`);

  const email = 'bench@example.ca';
  const password = 'Bench-Mark-2026';
  const reg = await fetch(`${base}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password,
      firstName: 'Bench',
      lastName: 'Member',
      dateOfBirth: '1980-01-01',
      address: { street: '1 Main St', city: 'Ottawa', province: 'ON', postalCode: 'K1A 0B1' },
      acceptReleaseOfInformation: true,
      acceptTermsAndConditions: true,
      acceptPrivacyPolicy: true,
    }),
  });
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${await reg.text()}`);
  let link;
  for (let i = 0; i < 50 && !link; i++) {
    const dir = path.join(dataDir, 'outbox');
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')) : [];
    // .eml bodies are quoted-printable: undo soft line breaks before reading the link.
    const decode = (s) => s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));
    link = files
      .map((f) => decode(fs.readFileSync(path.join(dir, f), 'utf8')).match(/\/verify-email\/([A-Za-z0-9_-]+)/)?.[1])
      .find(Boolean);
    if (!link) await new Promise((r) => setTimeout(r, 100));
  }
  const verified = await fetch(`${base}/api/user/verify-email/${link}`);
  if (verified.status !== 200) throw new Error(`verify-email: ${verified.status} ${await verified.text()}`);
  const loginBody = JSON.stringify({ email, password });
  const { token } = await (
    await fetch(`${base}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: loginBody })
  ).json();
  if (!token) throw new Error('login failed');
  const profileJson = await (await fetch(`${base}/api/user/profile`, { headers: { authorization: `Bearer ${token}` } })).text();
  const tokenJson = JSON.stringify({ token });

  // The bare server answers the same bodies with nothing else: the floor of what Node can do here.
  const bareSource = `require('http').createServer((req,res)=>{let b='';req.on('data',c=>b+=c);req.on('end',()=>{res.writeHead(200,{'content-type':'application/json'});res.end(req.method==='POST'?${JSON.stringify(tokenJson)}:${JSON.stringify(profileJson)});});}).listen(${barePort},'127.0.0.1');`;
  children.push(spawn(process.execPath, ['-e', bareSource], { stdio: 'inherit' }));
  await waitFor(`http://127.0.0.1:${barePort}/`);

  const cases = [
    {
      name: 'POST /api/user/login',
      opts: { method: 'POST', headers: { 'content-type': 'application/json' }, body: loginBody },
      path: '/api/user/login',
    },
    { name: 'GET /api/user/profile', opts: { headers: { authorization: `Bearer ${token}` } }, path: '/api/user/profile' },
  ];
  const rows = [];
  for (const c of cases) {
    const app = await run({ url: `${base}${c.path}`, ...c.opts });
    const bare = await run({ url: `http://127.0.0.1:${barePort}${c.path}`, ...c.opts });
    const non2xx = app.non2xx;
    rows.push({
      call: c.name,
      'app req/s': Math.round(app.requests.average),
      'app p99 ms': app.latency.p99,
      'bare req/s': Math.round(bare.requests.average),
      'bare p99 ms': bare.latency.p99,
      'app/bare': (app.requests.average / bare.requests.average).toFixed(3),
      'app non-2xx': non2xx,
    });
  }
  console.log(
    `\nWellPath bench: ${DURATION}s per case, ${CONNECTIONS} connections, SQLite, loopback, ${os.cpus().length} cores, Node ${process.version}`,
  );
  console.table(rows);
} finally {
  stopAll();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
