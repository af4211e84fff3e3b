#!/usr/bin/env bash
# `npm run bench`: every performance figure with its target and verdict. Needs a build (it makes one).
set -uo pipefail
cd "$(dirname "$0")/../.."
status=0
npm run build >/dev/null || exit 1
echo "== Page weight"; npx tsx scripts/size.ts || status=1
echo "== Server"; npx tsx scripts/bench/server-bench.ts || status=1
echo "== Pages"; npx tsx scripts/bench/page-bench.ts || status=1
echo "== Results table"; npx tsx scripts/bench/table-bench.ts || status=1
echo "== Results at scale"; npx tsx scripts/bench/results-at-scale-bench.ts || status=1
echo "== Presenter"; npx tsx scripts/bench/presenter.ts || status=1
echo "== Presenter remote"; npx tsx scripts/bench/presenter-bench.ts || status=1
echo "== Tariff Wars"; npx tsx scripts/bench/tariff-bench.ts || status=1
echo "== Live channel"; npx tsx scripts/bench/live-bench.ts || status=1
echo "== Seats"; npx tsx scripts/bench/seats-bench.ts || status=1
echo "== Scaling out"; npx tsx scripts/bench/scale-bench.ts || status=1
echo "== Pairing"; npx tsx scripts/bench/pairing-bench.ts || status=1
echo "== Pairing, a case made from a package at start"; BENCH_CASE=queenOfSorrowsNoDeal npx tsx scripts/bench/pairing-bench.ts || status=1
echo "== Deal"; npx tsx scripts/bench/deal-bench.ts || status=1
echo "== Deal, a case made from a package at start"; BENCH_CASE=queenOfSorrowsNoDeal npx tsx scripts/bench/deal-bench.ts || status=1
echo "== Debrief"; npx tsx scripts/bench/debrief-bench.ts || status=1
echo "== Cases"; npx tsx scripts/bench/case-bench.ts || status=1
echo "== Lighthouse"; npx tsx scripts/bench/lighthouse.ts || status=1
exit $status
