# syntax=docker/dockerfile:1
# The site as a container: `docker build -t northstar-site --build-arg SITE_URL=https://www.example.com .`
# Build arguments: SITE_URL only (default http://localhost:3000), the public origin baked into the
# pre-rendered pages; the server refuses to start with another SITE_URL. Everything else is set
# when the container runs (`docker run -e ADMIN_API_URL=… -e GA_MEASUREMENT_ID=…`, compose.yaml's
# `environment`): one image serves every environment (README, "Configuration", says where each
# variable is read).
# Each step is one CI runs too (.ci/run): `npm ci`, `npm run build` (the standalone server plus its
# static files), the standalone server, and scripts/healthcheck.mjs (tests/e2e/own-servers/standalone.spec.ts).
# No container runtime can be reached where this was written: see README, "Deploy".

FROM node:24-bookworm-slim AS build
WORKDIR /src
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# Canonical links, the sitemap and social cards are baked into the pre-rendered pages.
ARG SITE_URL=http://localhost:3000
RUN SITE_URL="$SITE_URL" npm run build

# The nginx front of deploy/ (compose.yaml): the nginx image's entrypoint fills the template's
# ${…} from the environment (only the variables that are set, so nginx's own $host stays).
FROM nginx:1.28-bookworm AS front
# DNS_RESOLVER: Docker's embedded DNS, for OCSP stapling; ACME_ROOT: the webroot of certbot
# (`certbot certonly --webroot -w <that folder>`), mounted by compose.yaml.
ENV NGINX_ENVSUBST_OUTPUT_DIR=/etc/nginx NEXT_STATIC_DIR=/srv/next-static CACHE_DIR=/var/cache/nginx \
    DNS_RESOLVER=127.0.0.11 ACME_ROOT=/var/www/acme
COPY deploy/nginx.conf /etc/nginx/templates/nginx.conf.template
COPY --from=build /src/.next/static /srv/next-static

# The site (the default target): the standalone folder only, no npm ci, no source.
FROM node:24-bookworm-slim AS site
# tini as PID 1 forwards SIGTERM to node, so the server stops cleanly and the outbox keeps nothing half-sent.
RUN apt-get update && apt-get install -y --no-install-recommends tini && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# 0.0.0.0 inside the container's own network: publish no port of this service, so only the
# front reaches it; TRUSTED_PROXIES (compose.yaml) names the front's address.
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 DATA_DIR=/data
# Owned by the unprivileged user: Next writes regenerated pages and optimised images under .next.
COPY --from=build --chown=node:node /src/.next/standalone ./
RUN mkdir /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 CMD ["node", "scripts/healthcheck.mjs"]
ENTRYPOINT ["/usr/bin/tini", "--"]
# scripts/start.mjs runs server.js behind the request guard (scripts/request-guard.mjs).
CMD ["node", "scripts/start.mjs"]
