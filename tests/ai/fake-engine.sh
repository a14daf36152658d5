#!/bin/sh
# fake-engine.sh MODE: a broken engine for test-engine: it greets the host, then on its
# first "go" it crashes, stays silent, answers garbage or an illegal move, or (good)
# plays the first legal action.
mode="$1"
while IFS= read -r line; do
  case "$line" in
    *'"type":"hello"'*)
      [ "$mode" = "no-hello" ] && exit 0
      echo '{"type":"hello","protocol":1,"name":"fake engine"}' ;;
    *'"type":"go"'*)
      case "$mode" in
        crash) exit 3 ;;
        killed) kill -KILL $$ ;;
        silent) exec sleep 60 ;;
        garbage) echo 'this is not { json' ;;
        illegal) echo '{"type":"info","note":"thinking"}'
                 echo '{"type":"move","action":"bid:71"}' ;;
        *) first=$(printf '%s\n' "$line" | sed 's/.*"legal":\["\([^"]*\)".*/\1/')
           echo "{\"type\":\"move\",\"action\":\"$first\"}" ;;
      esac ;;
    *'"type":"quit"'*) exit 0 ;;
  esac
done
