#!/usr/bin/env bash
# Fails when the Drizzle schema has changed without a committed migration: drizzle-kit would
# write a new one. Whatever it writes is removed again, so the check changes nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
before=$(ls drizzle drizzle/meta)
output=$(npx drizzle-kit generate --name stale_check 2>&1)
after=$(ls drizzle drizzle/meta)
if [ "$before" != "$after" ]; then
  git checkout -- drizzle/meta/_journal.json 2>/dev/null || true
  git clean -fq drizzle/ 2>/dev/null || true
  echo "Миграции устарели: выполните npm run db:generate и закоммитьте apps/server/drizzle/." >&2
  echo "$output" >&2
  exit 1
fi
echo "Миграции актуальны."
