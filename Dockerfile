# One image for every Node process of the platform; docker-compose.yml picks the entry point.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.json tsconfig.build.json ./
COPY services/contracts/package.json services/contracts/
COPY services/kit/package.json services/kit/
COPY services/identity/package.json services/identity/
COPY services/portfolio/package.json services/portfolio/
COPY services/maintenance/package.json services/maintenance/
COPY services/engagement/package.json services/engagement/
COPY bff/package.json bff/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app /app
# Uploads on local disk (when S3_BUCKET is not set); a volume is mounted here, owned by the app's user.
RUN mkdir -p /app/uploads && chown node:node /app/uploads
USER node
EXPOSE 3000
CMD ["node", "bff/dist/main.js"]
