# Helpers shared by the walkthroughs (examples/walkthrough.sh, examples/network-walkthrough.sh),
# sourced by them: each step stops the script at the first failure, naming the step.
API=${PDN_API_URL:-http://127.0.0.1:8080}
ADMIN="Authorization: Bearer ${PDN_ADMIN_KEY:-admin_secret_change_me}"
JSON='Content-Type: application/json'

# call STEP curl-args…: the answer's body; a 4xx/5xx (or no answer) stops here, naming the step.
call() {
  local step=$1 body status
  shift
  body=$(curl -sS -w '\n%{http_code}' "$@") || { echo "walkthrough stopped at \"$step\": no answer from $API (is the server running?)" >&2; exit 1; }
  status=${body##*$'\n'}
  body=${body%$'\n'*}
  if [ "$status" -ge 400 ]; then echo "walkthrough stopped at \"$step\": HTTP $status $body" >&2; exit 1; fi
  printf '%s\n' "$body"
}
# field NAME: that field of the JSON on stdin; stops if it is missing (with no input, call has said why).
field() { node -e 'const text = require("fs").readFileSync(0, "utf8"); if (!text) process.exit(1); const v = JSON.parse(text)[process.argv[1]]; if (v === undefined) { console.error(`walkthrough stopped: no "${process.argv[1]}" in ${text}`); process.exit(1); } console.log(v)' "$1"; }
# show EXPRESSION: prints that JavaScript expression of the JSON on stdin, named `x` (e.g. 'x.data.length').
show() { node -e 'const text = require("fs").readFileSync(0, "utf8"); if (!text) process.exit(1); const x = JSON.parse(text); console.log(eval(process.argv[1]))' "$1"; }
# wait_for STEP PATTERN FILE: waits (up to 10 s) for a line matching PATTERN in FILE; else stops, naming the step.
wait_for() {
  local i
  for i in $(seq 100); do grep -q -- "$2" "$3" && return 0; sleep 0.1; done
  echo "walkthrough stopped at \"$1\": nothing matched $2 in 10 s" >&2
  exit 1
}
