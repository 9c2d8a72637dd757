# Times a run's stages: `stage NAME COMMAND...` runs COMMAND and records how long it took.
# The outermost script that sources this prints every stage's time when it exits, passed or
# failed, so that growth is visible in every CI log; scripts it calls add their stages to
# the same list (through QUILL_STAGE_TIMES).
if [[ -z ${QUILL_STAGE_TIMES:-} ]]; then
    QUILL_STAGE_TIMES=$(mktemp)
    export QUILL_STAGE_TIMES
    trap print_stage_times EXIT
fi

stage() {
    local name=$1 start=$SECONDS status=0
    shift
    "$@" || status=$?
    printf '%s\t%d\t%s\n' "$name" $((SECONDS - start)) "$([[ $status -eq 0 ]] && echo passed || echo "FAILED ($status)")" >> "$QUILL_STAGE_TIMES"
    return $status
}

print_stage_times() {
    local status=$?
    echo
    echo "Stage times:"
    awk -F'\t' '{ printf "  %-44s %5d s  %s\n", $1, $2, $3 }' "$QUILL_STAGE_TIMES"
    printf '  %-44s %5d s\n' "whole run" "$SECONDS"
    rm -f "$QUILL_STAGE_TIMES"
    exit $status
}
