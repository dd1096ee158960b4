#!/bin/bash
# Turns on native network encryption server-side for nnebench (gvenzl/oracle-free runs every
# script in /container-entrypoint-initdb.d once, on the first start).
#
# NNEBENCH_NNE_LEVEL selects the server level for encryption and checksum:
#   ACCEPTED (default) - the client decides: REQUIRED/REQUESTED clients get NNE, others do not;
#   REQUIRED           - every connection must negotiate NNE (the "REQUIRED variant").
# New dedicated server processes read sqlnet.ora at connect time, so no restart is needed.
#
# Algorithms: AES and SHA only, the lists ContainerTarget refuses cells against (3DES and MD5
# cells run on the loopback double). SHA1 stays offered though deprecated since 21c: the
# checksum axis measures it.
# SQLNET.ALLOW_WEAK_CRYPTO_CLIENTS = TRUE: ojdbc 12.2.0.1 (the 1gb, narrow and wide presets)
# predates the July 2021 patches and only runs the legacy NNE key schedule; with FALSE the
# server refuses it (ORA-12269). Oracle documented TRUE as the default through 19c; the 26ai
# default is not something to rely on (hardened defaults are the trend), so it is set here.
# Patched drivers (18.15 and later) still get the updated key schedule.
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
SQLNET.ALLOW_WEAK_CRYPTO_CLIENTS = TRUE
# the largest SDU, so a session runs at the one the client asks for (bench parameter sdu)
DEFAULT_SDU_SIZE = 2097152
SQLNET
    echo "nnebench: NNE server level $nnebench_level written to $nnebench_ora"
    ;;
  *)
    echo "nnebench: NNEBENCH_NNE_LEVEL must be ACCEPTED, REQUESTED, REQUIRED or REJECTED," \
      "got '$nnebench_level'; sqlnet.ora left unchanged" >&2
    ;;
esac
