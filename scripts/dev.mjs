// Development: the API in watch mode on :3000 and Vite with hot reload on :5173 (proxying /api).
import path from 'node:path';
import concurrently from 'concurrently';

const root = path.resolve(import.meta.dirname, '..');
// The API runs from its own workspace folder, so relative defaults would point inside it.
const env = {
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'debug',
  CONTENT_DIR: path.resolve(root, process.env.CONTENT_DIR ?? 'content'),
  DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? 'data'),
  // Links in e-mails open the Vite dev server, which proxies /api.
  PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
};

const { result } = concurrently(
  [
    { name: 'api', command: 'npm run dev -w @wellpath/server', prefixColor: 'green', env },
    { name: 'web', command: 'npm run dev -w @wellpath/web', prefixColor: 'blue' },
  ],
  { killOthersOn: ['failure'], prefix: 'name', cwd: root },
);
result.catch(() => process.exit(1));
