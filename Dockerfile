# syntax=docker/dockerfile:1
# The store as operators run it (docs/operations.md). The build stage has every tool and makes
# the artifact (`npm run build` → build/); the runtime stage holds only that artifact and the
# server's production dependencies, and runs it with plain node as an unprivileged user.

FROM node:20-bookworm-slim AS build
WORKDIR /src
# Dependencies first, so a change to the code alone reuses this layer.
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/demo/package.json apps/demo/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /src/build/ ./
RUN npm ci --omit=dev --workspace=@aruu/api --no-audit --no-fund \
  && npm cache clean --force \
  && mkdir -p /var/lib/aruu \
  && chown node:node /var/lib/aruu
# The code stays root's and read-only to the server; only the data folder is its own (used by the
# embedded database when no DATABASE_URL is set).
ENV DATA_DIR=/var/lib/aruu
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT ?? 3000}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "apps/api/dist/server.js"]
