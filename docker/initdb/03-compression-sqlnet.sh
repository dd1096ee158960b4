#!/bin/bash
# Turns on Oracle Net data compression server-side for nnebench (Advanced Network Compression),
# so the compression preset's cells run against Oracle Free as against the loopback double: a
# client that asks (oracle.net.networkCompression=on) gets it, the others are served as before.
#
# SQLNET.COMPRESSION_LEVELS lists high: thin drivers implement only high (zlib), and the server's
# default list is (low) alone, which would leave every thin client uncompressed. The threshold
# is Oracle's default, written out so the setting is visible. Advanced Network Compression is
# part of Oracle's separately licensed Advanced Compression Option on a licensed database.
# NNEBENCH_COMPRESSION=off leaves sqlnet.ora without it. New dedicated server processes read
# sqlnet.ora at connect time, so no restart is needed. The image may source this file rather
# than run it, so it uses no `set -e` and no `exit`.

nnebench_compression="${NNEBENCH_COMPRESSION:-on}"
# the same sqlnet.ora 01-nne-sqlnet.sh writes (see there why this path)
nnebench_admin="${TNS_ADMIN:-}"
if [ -z "$nnebench_admin" ] && [ -n "${ORACLE_BASE_HOME:-}" ] && [ -d "$ORACLE_BASE_HOME/network/admin" ]; then
  nnebench_admin="$ORACLE_BASE_HOME/network/admin"
fi
nnebench_ora="${nnebench_admin:-$ORACLE_HOME/network/admin}/sqlnet.ora"
case "$nnebench_compression" in
  on)
    mkdir -p "$(dirname "$nnebench_ora")"
    cat >> "$nnebench_ora" <<SQLNET

# nnebench: Oracle Net data compression, server side
SQLNET.COMPRESSION = on
SQLNET.COMPRESSION_LEVELS = (low, high)
SQLNET.COMPRESSION_THRESHOLD = 1024
SQLNET
    echo "nnebench: compression on (levels low, high) written to $nnebench_ora"
    ;;
  off)
    echo "nnebench: NNEBENCH_COMPRESSION=off; sqlnet.ora left without compression"
    ;;
  *)
    echo "nnebench: NNEBENCH_COMPRESSION must be on or off, got '$nnebench_compression';" \
      "sqlnet.ora left without compression" >&2
    ;;
esac
