#!/usr/bin/env bash
# Compares the release benchmark of an earlier revision with this checkout.
#
# A decision without a clock read takes 2 to 6 ns, and identical code measured in two builds, or in
# two runs of one build, moves by up to a nanosecond (function placement, the addresses a run's
# objects get). One run of each build cannot tell such a difference from a change, so this script
# builds both, runs them alternately, and prints each row's median over the runs, with the spread.
#
#   Scripts/compare-benchmarks.sh HEAD~1                     # five runs each, every family
#   Scripts/compare-benchmarks.sh --runs 10 --only throttle,group 506556e  # 0.2.0
#
# The revision is exported with `git archive` into .build/compare (nothing in the repository
# changes); this checkout is measured as it is, uncommitted changes included. The JSON Lines of
# every run are kept in .build/compare for a closer look.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() {
  echo "usage: Scripts/compare-benchmarks.sh [--runs N] [--scale PERCENT] [--only FAMILIES] REVISION"
}

runs=5
scale=50
only=""
revision=""
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs=${2:?--runs needs a count}; shift 2 ;;
    --scale) scale=${2:?--scale needs a percentage}; shift 2 ;;
    --only) only=${2:?--only needs families}; shift 2 ;;
    -h | --help) usage; exit 0 ;;
    -*) echo "error: unknown option $1" >&2; usage >&2; exit 2 ;;
    *)
      [ -z "$revision" ] || { echo "error: one revision only" >&2; usage >&2; exit 2; }
      revision=$1
      shift
      ;;
  esac
done
[ -n "$revision" ] || { usage >&2; exit 2; }
case "$runs" in '' | *[!0-9]* | 0) echo "error: --runs takes a positive count" >&2; exit 2 ;; esac
git rev-parse --verify --quiet "$revision^{commit}" >/dev/null || {
  echo "error: '$revision' is not a revision of this repository" >&2
  exit 2
}

work=.build/compare
rm -rf "$work"
mkdir -p "$work/base-tree"
git archive "$revision" | tar -x -C "$work/base-tree"

# build_benchmark NAME [SWIFT BUILD OPTIONS...]
#
# Builds the benchmark in release with the options and copies it to $work/NAME-bench, so that a
# later build of the same package cannot change what is measured; prints the build's log if it fails.
build_benchmark() {
  local name=$1
  shift
  swift build -c release --product control-throttle-bench "$@" >"$work/$name-build.log" 2>&1 || {
    cat "$work/$name-build.log" >&2
    exit 1
  }
  cp "$(swift build -c release "$@" --show-bin-path)/control-throttle-bench" "$work/$name-bench"
}

echo "Building $revision and this checkout in release..." >&2
build_benchmark base --package-path "$work/base-tree" --scratch-path "$work/base-build"
build_benchmark head

arguments=(--scale "$scale" --json)
[ -z "$only" ] || arguments+=(--only "$only")
for run in $(seq 1 "$runs"); do
  echo "Run $run of $runs..." >&2
  # Alternate which build goes first, so that a drift of the machine falls on both alike.
  if [ $((run % 2)) -eq 1 ]; then order="base head"; else order="head base"; fi
  for build in $order; do
    "$work/$build-bench" "${arguments[@]}" >"$work/$build-$run.jsonl"
  done
done

# One line per row under its section's heading: for each build the median ratio to the section's
# hand-written baseline with the lowest and highest, and the median ns. A row only one build has
# shows a dash for the other.
cat "$work"/base-*.jsonl | sed 's/^/base\t/' >"$work/all.tsv"
cat "$work"/head-*.jsonl | sed 's/^/head\t/' >>"$work/all.tsv"
awk -F'\t' -v revision="$revision" '
  function field(line, key,    start, rest) {
    start = index(line, "\"" key "\":")
    if (start == 0) return ""
    rest = substr(line, start + length(key) + 3)
    if (substr(rest, 1, 1) == "\"") {
      rest = substr(rest, 2)
      return substr(rest, 1, index(rest, "\"") - 1)
    }
    sub(/[,}].*/, "", rest)
    return rest
  }
  function median(list,    values, count, i, j, swap) {
    count = split(list, values, " ")
    for (i = 2; i <= count; i++)
      for (j = i; j > 1 && values[j - 1] + 0 > values[j] + 0; j--) {
        swap = values[j]; values[j] = values[j - 1]; values[j - 1] = swap
      }
    low = values[1]; high = values[count]
    return count % 2 ? values[(count + 1) / 2] : (values[count / 2] + values[count / 2 + 1]) / 2
  }
  function describe(build, key,    m, lowest, highest, ns) {
    if (!((build, key) in ratios)) return sprintf("%-24s", "-")
    m = median(ratios[build, key])
    lowest = low; highest = high
    ns = median(nanoseconds[build, key])
    return sprintf("%5.2f (%4.2f-%4.2f) %7.1f", m, lowest, highest, ns)
  }
  {
    line = $2
    ratio = field(line, "ratio")
    if (ratio == "" || ratio == "null") next
    key = field(line, "section") SUBSEP field(line, "name")
    if (!(key in seen)) {
      seen[key] = 1; order[++rows] = key
      section[key] = field(line, "section"); name[key] = field(line, "name")
    }
    ratios[$1, key] = ratios[$1, key] " " ratio
    nanoseconds[$1, key] = nanoseconds[$1, key] " " field(line, "ns")
  }
  END {
    printf "Each row: the median ratio to its section\x27s hand-written baseline (lowest-highest), then the\n"
    printf "median ns per decision, for %s and for this checkout.\n", revision
    for (i = 1; i <= rows; i++) {
      if (section[order[i]] != current) {
        current = section[order[i]]
        printf "\n## %s\n%-64s  %-25s  %s\n", current, "", revision, "this checkout"
      }
      printf "%-64s  %s  %s\n", substr(name[order[i]], 1, 64), describe("base", order[i]), describe("head", order[i])
    }
  }
' "$work/all.tsv"
