import fs from 'node:fs';
import path from 'node:path';

/** Every run starts from an empty database and outbox. */
export default function globalSetup(): void {
  const tmp = path.join(import.meta.dirname, '..', '.tmp');
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.mkdirSync(tmp, { recursive: true });
}
