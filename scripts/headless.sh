# Sourced by the measuring scripts: a scratch folder removed on exit, and an X server
# (Xvfb, 1280x800) on display $DISPLAY_NUMBER, waited for until it answers.
WORK=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$WORK"' EXIT
export DUGOUT_CONFIG_DIR="$WORK/config"
Xvfb ":$DISPLAY_NUMBER" -screen 0 1280x800x24 -nolisten tcp &
export DISPLAY=":$DISPLAY_NUMBER"
for _ in $(seq 1 50); do
    xdotool getdisplaygeometry >/dev/null 2>&1 && break
    sleep 0.1
done
