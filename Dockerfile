# WellPath: one image for every server copy (docs/deploy.md).
#   docker build -t wellpath .
# Stage 1 installs every dependency (the native addons better-sqlite3 and argon2 arrive as Node-API
# binaries inside their registry packages; anything compiled uses the image's own Node headers:
# nothing is fetched from outside the npm registry, decisions 0009 and 0076),
# builds shared, server and web, then drops the development dependencies and the optional ones (the
# registry's Node 24 binary, which the image already is: decision 0076). Stage 2 holds only what the
# server runs, owned by root and read-only to the unprivileged `node` user that runs it.

FROM node:24-bookworm-slim AS build
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
# The lockfile and `allowScripts` are npm 11's; node-gyp uses the headers that ship with the image.
RUN npm install -g npm@11.19.1 --no-audit --no-fund
ENV npm_config_nodedir=/usr/local
WORKDIR /src
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY packages/server/package.json packages/server/
COPY packages/web/package.json packages/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages packages
RUN npm run build \
 && npm prune --omit=dev --omit=optional --no-audit --no-fund
# What the server runs, laid out as in the repository (the server finds the web build and the
# workspace package @wellpath/shared by relative paths).
COPY content content
RUN mkdir -p /app/packages/shared /app/packages/server /app/packages/web \
 && cp -a package.json node_modules content /app/ \
 && cp -a packages/shared/package.json packages/shared/dist /app/packages/shared/ \
 && cp -a packages/server/package.json packages/server/dist /app/packages/server/ \
 && cp -a packages/web/package.json packages/web/dist packages/web/dist-ssr /app/packages/web/ \
 && find /app/packages -name '*.tsbuildinfo' -delete

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=build /app /app
# The only writable place: the SQLite database (when DATABASE_URL is unset), the .eml outbox and,
# without APP_SECRET_KEY, secret.key. A new named volume takes this ownership.
RUN mkdir -p /app/data/outbox /app/data/backups && chown -R node:node /app/data
USER node
VOLUME ["/app/data"]
EXPOSE 3000
# /api/health answers 200 once the database answers ("degraded" too, when Redis is away) and 503
# while the copy drains on SIGTERM. The image has no curl: Node's fetch asks.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Exec form: the server is PID 1 and gets SIGTERM itself (a second of draining, then a clean exit).
CMD ["node", "packages/server/dist/server.js"]
