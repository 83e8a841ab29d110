# Sourced by the benches that load a production server through the shipped front (load.sh,
# abuse-load.sh), from the repository's root: the front's and the servers' helpers, and a work
# folder ($work) that goes, with the front and the servers, when the bench exits.
source scripts/bench/nginx-front.sh
source scripts/bench/app-server.sh
work=$(mktemp -d "${TMPDIR:-/tmp}/bench.XXXXXX")
trap 'stop_front "$work"; stop_apps; rm -rf "$work"' EXIT
