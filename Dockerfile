# syntax=docker/dockerfile:1
# The shelter site in one image: build on Node 24 (the current LTS), run without dev tools.

# --- build: install everything, build the web client and the server, then drop the dev dependencies ---
FROM node:24.21.0-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# The manifests first, so a change of source code reuses the installed modules.
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
# Turborepo builds every workspace (its cache and logs are left behind: the image needs neither).
RUN npm run build && npm prune --omit=dev --no-audit --no-fund && rm -rf .turbo apps/*/.turbo packages/*/.turbo e2e/.turbo

# --- run: the built site, its production modules, a non-root user ---
FROM node:24.21.0-bookworm-slim AS run
# flock (util-linux, part of every Debian) guards the embedded database's folder.
RUN command -v flock
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Ready means the database answers; while stopping it says 503 so a balancer stops sending.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Exec form: SIGTERM reaches the server itself, which finishes the requests in flight.
CMD ["node", "--max-semi-space-size=8", "scripts/start.mjs"]
