#!/bin/sh
# fake-engine.sh MODE [PIDFILE]: a broken engine for test-engine: it greets the host, then
# on its first "go" it crashes, stays silent, answers garbage, a message whose members
# have the wrong JSON types, an over-deep line or an illegal move, or (good) plays the
# first legal action. The sleeper modes leave a process behind, its pid in PIDFILE, for
# the host to end with the engine's process group; the sleeper's pid is written once the
# first deal arrives, when the host has taken the engine on.
mode="$1"
pidfile="$2"
case "$mode" in
  sleeper) sleep 300 & sleeper=$! ;;
esac
while IFS= read -r line; do
  case "$line" in
    *'"type":"hello"'*)
      [ "$mode" = "no-hello" ] && exit 0
      echo '{"type":"hello","protocol":1,"name":"fake engine"}' ;;
    *'"type":"deal"'*)
      [ -n "$sleeper" ] && echo "$sleeper" >> "$pidfile" && sleeper= ;;
    *'"type":"go"'*)
      case "$mode" in
        crash) exit 3 ;;
        killed) kill -KILL $$ ;;
        silent) exec sleep 60 ;;
        chatty) exec yes '{"type":"info","message":"still thinking"}' ;;
        silent-pid) echo $$ >> "$pidfile"; exec sleep 60 ;;
        garbage) echo 'this is not { json' ;;
        type-true) echo '{"type":true}' ;;
        type-number) echo '{"type":5}' ;;
        action-number) echo '{"type":"move","action":5}' ;;
        deep) awk 'BEGIN { for (i = 0; i < 100000; i++) printf "["; print "" }' ;;
        # A terminal escape, then letters up to the 59th character, then two-byte
        # characters where a cut at 60 bytes would split one.
        hostile-text) printf '\033[31m%s\303\251\303\251\n' \
                        xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ;;
        illegal) echo '{"type":"info","note":"thinking"}'
                 echo '{"type":"move","action":"bid:71"}' ;;
        *) first=$(printf '%s\n' "$line" | sed 's/.*"legal":\["\([^"]*\)".*/\1/')
           echo "{\"type\":\"move\",\"action\":\"$first\"}" ;;
      esac ;;
    *'"type":"quit"'*) exit 0 ;;
  esac
done
