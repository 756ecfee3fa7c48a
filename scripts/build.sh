#!/bin/sh
# `npm run build`, and before `npm start` and `npm run dev`: Turborepo builds each workspace whose
# inputs changed since its last build (turbo.json). One build at a time: two starts building
# together would remove each other's output (flock, which the embedded database needs anyway).
set -e
mkdir -p .turbo
exec flock .turbo/build.lock env TURBO_TELEMETRY_DISABLED=1 turbo run build "$@"
