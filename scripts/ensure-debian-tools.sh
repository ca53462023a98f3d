#!/usr/bin/env bash
# Installs from Debian's packages what the tests drive as a person would use it, when missing:
#   ensure-debian-tools.sh PACKAGE COMMAND-OR-/ABSOLUTE/FILE...
# chromium (the browser of the end-to-end journeys) and chromium-l10n (its Russian, so date
# fields read as a Russian visitor's do), poppler-utils (pdftotext and pdftoppm, to
# read the e-tickets' PDFs as text and as pictures), nginx and its Brotli module (the proxy of
# `npm run start:cluster`).
set -euo pipefail
package="$1"
shift
missing=0
for command in "$@"; do
  if [[ "$command" == /* ]]; then
    [ -e "$command" ] || missing=1
  else
    command -v "$command" >/dev/null 2>&1 || missing=1
  fi
done
if [ "$missing" -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Не найдено: $*. Установите: sudo apt-get install -y $package" >&2
  exit 1
fi
echo "Устанавливаю $package из пакетов Debian…" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "$package" >/dev/null
