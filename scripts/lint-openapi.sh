#!/usr/bin/env bash
# Lints the OpenAPI document the app serves (built without listening) with Redocly
# (recommended, warnings as errors) and Spectral (spectral:oas, failing on warnings).
set -euo pipefail
cd "$(dirname "$0")/.."
# No telemetry or update checks: the lint needs no network.
export REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
tsx scripts/write-openapi.ts "$dir/openapi.json"
redocly lint --config redocly.yaml "$dir/openapi.json"
spectral lint --ruleset .spectral.yaml --fail-severity=warn "$dir/openapi.json"
