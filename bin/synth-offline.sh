#!/usr/bin/env bash
# Synthesizes both deployed stages offline into <out>/<stage>, with the example deploy settings (an account that is
# not real, so the result cannot be deployed by mistake) unless real ones are set in the environment. A real deploy
# passes its own: see docs/deploy.md.
set -euo pipefail
out="${1:-cdk.out}"
export ERECEIPTS_ACCOUNT="${ERECEIPTS_ACCOUNT:-123456789012}"
export ERECEIPTS_REGION="${ERECEIPTS_REGION:-eu-west-1}"
export ERECEIPTS_INBOUND_DOMAIN="${ERECEIPTS_INBOUND_DOMAIN:-inbound.receipts.example.com}"
export ERECEIPTS_ALARM_EMAIL="${ERECEIPTS_ALARM_EMAIL:-oncall@example.com}"
for stage in sandbox production; do
  echo "--- cdk synth -c stage=$stage"
  npx cdk synth -c "stage=$stage" -q --no-notices -o "$out/$stage"
done
