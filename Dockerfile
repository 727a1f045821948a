# syntax=docker/dockerfile:1
#
# One image for every role of PixelForge Studio:
#   node backend/dist/main.js           the server; APP_ROLE=api | worker | all (default command)
#   node backend/dist/cli/migrate.js    migrations + reference data, then exit (Compose `migrate`,
#                                       the Kubernetes migration Job)
#   node simulator/dist/main.js         the Runware-compatible provider simulator (development)
# The web client is built in and served by the api from WEB_DIST_DIR.
#
#   docker build -t pixelforge-studio .
#
# Dependencies are installed with `npm install` and the lockfile rather than `npm ci`: `npm ci`
# refuses a lockfile that lacks optional binaries for other platforms (see scripts/lib/install.mjs).
# npm 11 is used because it honours the `allowScripts` policy of the root package.json.

ARG NODE_IMAGE=node:24-bookworm-slim
ARG NPM_VERSION=11.19.1

# ---- toolchain: Node plus the npm the lockfile was made with -------------------------------------
FROM ${NODE_IMAGE} AS toolchain
ARG NPM_VERSION
ENV npm_config_update_notifier=false \
    npm_config_fund=false \
    npm_config_audit=false
RUN npm install --global "npm@${NPM_VERSION}" && npm cache clean --force
WORKDIR /app

# ---- build: every dependency, then the backend, the simulator and the web client -----------------
FROM toolchain AS build
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY simulator/package.json simulator/
RUN --mount=type=cache,target=/root/.npm npm install
COPY tsconfig.base.json tsconfig.json ./
COPY backend backend
COPY simulator simulator
COPY frontend frontend
RUN npm run build -w backend \
 && npm run build -w simulator \
 && npm run build -w frontend

# ---- production dependencies only: the backend's and the simulator's (no dev tools, no
#      embedded PostgreSQL, no web client libraries: those are bundled in frontend/dist) -----------
FROM toolchain AS prod-deps
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY simulator/package.json simulator/
RUN --mount=type=cache,target=/root/.npm \
    npm install --omit=dev --workspace backend --workspace simulator

# ---- runtime -------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    APP_ROLE=api \
    HOST=0.0.0.0 \
    PORT=3000 \
    WEB_DIST_DIR=/app/frontend/dist
WORKDIR /app
# A fixed numeric user, so Kubernetes can check runAsNonRoot; it owns nothing in the image.
RUN groupadd --system --gid 10001 studio \
 && useradd --system --uid 10001 --gid studio --no-create-home --home-dir /nonexistent \
      --shell /usr/sbin/nologin studio
COPY --from=prod-deps /app/node_modules node_modules
COPY package.json ./
COPY backend/package.json backend/
COPY simulator/package.json simulator/
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/simulator/dist simulator/dist
COPY --from=build /app/frontend/dist frontend/dist
USER 10001:10001
EXPOSE 3000
# main.js handles SIGTERM: stops taking requests, lets in-flight requests and running jobs finish.
STOPSIGNAL SIGTERM
CMD ["node", "backend/dist/main.js"]
