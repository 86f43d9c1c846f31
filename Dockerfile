# syntax=docker/dockerfile:1
# The whole product in one image: the BFF, the built client and the embedded API (SQLite).

# ---- build: all dependencies, the client and server builds, then production dependencies only
FROM node:24-bookworm-slim AS build
# No compiler: better-sqlite3 and sharp install their Node-API binaries from their packages.
RUN npm i -g pnpm@10
WORKDIR /app

# Manifests first, so the dependency layer is reused while only sources change.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY client/package.json client/
RUN pnpm install --frozen-lockfile

COPY tsconfig.base.json ./
COPY shared shared
COPY server server
COPY client client
RUN pnpm build

# server's production dependencies only (no Vite, no test tools), as a plain node_modules.
RUN pnpm --filter @cakeshop/server deploy --prod --legacy /out

# ---- runtime
FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# main.js finds the client at ../../client/dist from server/dist: keep that layout.
COPY --from=build /out/package.json server/package.json
COPY --from=build /out/node_modules server/node_modules
COPY --from=build /app/server/dist server/dist
# The demo seed's SVG illustrations, found from server/dist by walking up.
COPY --from=build /app/server/assets server/assets
COPY --from=build /app/client/dist client/dist

RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000

# No curl in the slim image: node's fetch does the probe.
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

WORKDIR /app/server
# The server package's `serve` script, without pnpm in the image.
CMD ["node", "dist/main.js"]
