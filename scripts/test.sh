#!/usr/bin/env bash
# Runs every test of the workspace: the rules core and engine, headless app tests, and the
# real-window test under Xvfb with Mesa's software Vulkan.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh test
cargo test --workspace --all-targets "$@"
