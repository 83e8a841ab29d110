#!/usr/bin/env bash
# Recreates the initial migration for SQLite and PostgreSQL from the current Payload config.
# Only valid while no database outside development has run the previous initial migration.
# Needs a local PostgreSQL (DEV_DATABASE_URL, default postgres://site:site@127.0.0.1:5432/site_dev).
set -euo pipefail
cd "$(dirname "$0")/../.."
pg_url="${DEV_DATABASE_URL:-postgres://site:site@127.0.0.1:5432/site_dev}"
rm -rf src/cms/migrations/sqlite src/cms/migrations/postgres .tmp/migrations
mkdir -p src/cms/migrations/sqlite src/cms/migrations/postgres
DATA_DIR=.tmp/migrations npx payload migrate:create initial
DATABASE_URL="$pg_url" npx payload migrate:create initial
# The PostgreSQL step has been seen to exit without writing anything: once more, then fail loudly.
ls src/cms/migrations/postgres/*_initial.ts >/dev/null 2>&1 || DATABASE_URL="$pg_url" npx payload migrate:create initial
ls src/cms/migrations/postgres/*_initial.ts >/dev/null 2>&1 || { echo "no PostgreSQL migration was written" >&2; exit 1; }
npx payload generate:types
npx payload generate:importmap
ls src/cms/migrations/*
