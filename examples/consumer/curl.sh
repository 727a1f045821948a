#!/bin/sh
# Generates images with a personal API key over REST: starts an asynchronous generation, follows it
# until it ends and prints the URL of each image, one a line. Exits non-zero when it fails.
#
#   BASE_URL=http://localhost:3000 API_KEY=pfk_… sh examples/consumer/curl.sh "a lighthouse at dusk"
#
# Optional: MODEL (a model's AIR, see GET /api/models), POLL_SECONDS (2), TIMEOUT_SECONDS (300).
# Needs only curl, sed and grep (no jq): the answers are read with patterns that fit their JSON.
set -eu

: "${BASE_URL:?Set BASE_URL to the studio, e.g. http://localhost:3000}"
: "${API_KEY:?Set API_KEY to a personal API key (pfk_…)}"
BASE_URL=${BASE_URL%/}
PROMPT=${1:-a lighthouse at dusk}
MODEL=${MODEL:-civitai:101055@128078}
POLL_SECONDS=${POLL_SECONDS:-2}
TIMEOUT_SECONDS=${TIMEOUT_SECONDS:-300}

BODY_FILE=$(mktemp)
trap 'rm -f "$BODY_FILE"' EXIT

# call METHOD PATH [JSON]: prints the answer's body; on a refusal prints it to stderr and fails.
call() {
  if [ $# -gt 2 ]; then
    set -- "$1" "$2" -H 'Content-Type: application/json' --data "$3"
  fi
  method=$1
  path=$2
  shift 2
  status=$(curl -sS -o "$BODY_FILE" -w '%{http_code}' -X "$method" "$BASE_URL$path" \
    -H "Authorization: Bearer $API_KEY" -H 'Accept: application/json' "$@")
  if [ "$status" -ge 400 ] || [ "$status" -lt 200 ]; then
    echo "$method $path answered $status: $(cat "$BODY_FILE")" >&2
    return 1
  fi
  cat "$BODY_FILE"
}

# field NAME: the string value of the top-level field NAME in the JSON on stdin.
field() {
  sed -n "s/.*\"$1\":\"\\([^\"]*\\)\".*/\\1/p" | head -n 1
}

# The prompt as a JSON string's content (one line): backslashes and quotes escaped.
prompt_json=$(printf '%s' "$PROMPT" | sed 's/\\/\\\\/g; s/"/\\"/g')

queued=$(call POST '/api/generate?async=true' "{\"taskType\":\"imageInference\",\
\"positivePrompt\":\"$prompt_json\",\"model\":\"$MODEL\",\"width\":512,\"height\":512,\
\"numberResults\":1}")
id=$(printf '%s' "$queued" | field generationId)
if [ -z "$id" ]; then
  echo "No generationId in the answer: $queued" >&2
  exit 1
fi
echo "Queued generation $id" >&2

waited=0
while :; do
  generation=$(call GET "/api/generations/$id")
  status=$(printf '%s' "$generation" | field status)
  case $status in
    succeeded) break ;;
    failed)
      echo "Generation $id failed: $generation" >&2
      exit 1
      ;;
  esac
  if [ "$waited" -ge "$TIMEOUT_SECONDS" ]; then
    echo "Generation $id is still $status after ${TIMEOUT_SECONDS}s" >&2
    exit 1
  fi
  sleep "$POLL_SECONDS"
  waited=$((waited + POLL_SECONDS))
done

urls=$(printf '%s' "$generation" | grep -o '"imageURL":"[^"]*"' | sed 's/^"imageURL":"//; s/"$//')
if [ -z "$urls" ]; then
  echo "Generation $id succeeded without images: $generation" >&2
  exit 1
fi
printf '%s\n' "$urls"
