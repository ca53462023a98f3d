#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium; a clean machine gets it from Debian's packages.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium не найден ($CHROMIUM). Установите его: sudo apt-get install -y chromium" >&2
  exit 1
fi
echo "Устанавливаю Chromium из пакетов Debian…" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
"$CHROMIUM" --version >&2
