// Development: the API in watch mode on :3000 and Vite with hot reload on :5173 (proxying /api).
import concurrently from 'concurrently';

const { result } = concurrently(
  [
    { name: 'api', command: 'npm run dev -w @wellpath/server', prefixColor: 'green', env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'debug' } },
    { name: 'web', command: 'npm run dev -w @wellpath/web', prefixColor: 'blue' },
  ],
  { killOthersOn: ['failure'], prefix: 'name' },
);
result.catch(() => process.exit(1));
