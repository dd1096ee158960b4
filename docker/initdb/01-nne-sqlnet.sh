#!/bin/bash
# Turns on native network encryption server-side for nnebench (gvenzl/oracle-free runs every
# script in /container-entrypoint-initdb.d once, on the first start).
#
# NNEBENCH_NNE_LEVEL selects the server level for encryption and checksum:
#   ACCEPTED (default) - the client decides: REQUIRED/REQUESTED clients get NNE, others do not;
#   REQUIRED           - every connection must negotiate NNE (the "REQUIRED variant").
# New dedicated server processes read sqlnet.ora at connect time, so no restart is needed.
# The image may source this file rather than run it, so it uses no `set -e` and no `exit`.

nnebench_level="${NNEBENCH_NNE_LEVEL:-ACCEPTED}"
# The image's Oracle home is read-only: its live sqlnet.ora sits under $ORACLE_BASE_HOME (a link
# into the data volume). TNS_ADMIN wins if set; plain $ORACLE_HOME is the last resort.
nnebench_admin="${TNS_ADMIN:-}"
if [ -z "$nnebench_admin" ] && [ -n "${ORACLE_BASE_HOME:-}" ] && [ -d "$ORACLE_BASE_HOME/network/admin" ]; then
  nnebench_admin="$ORACLE_BASE_HOME/network/admin"
fi
nnebench_ora="${nnebench_admin:-$ORACLE_HOME/network/admin}/sqlnet.ora"
case "$nnebench_level" in
  ACCEPTED|REQUESTED|REQUIRED|REJECTED)
    mkdir -p "$(dirname "$nnebench_ora")"
    cat >> "$nnebench_ora" <<SQLNET

# nnebench: native network encryption, server side
SQLNET.ENCRYPTION_SERVER = $nnebench_level
SQLNET.ENCRYPTION_TYPES_SERVER = (AES256, AES192, AES128)
SQLNET.CRYPTO_CHECKSUM_SERVER = $nnebench_level
SQLNET.CRYPTO_CHECKSUM_TYPES_SERVER = (SHA512, SHA384, SHA256, SHA1)
SQLNET
    echo "nnebench: NNE server level $nnebench_level written to $nnebench_ora"
    ;;
  *)
    echo "nnebench: NNEBENCH_NNE_LEVEL must be ACCEPTED, REQUESTED, REQUIRED or REJECTED," \
      "got '$nnebench_level'; sqlnet.ora left unchanged" >&2
    ;;
esac
