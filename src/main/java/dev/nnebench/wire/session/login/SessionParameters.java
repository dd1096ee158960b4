package dev.nnebench.wire.session.login;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The key/value list a real server returns after a successful phase 2, in its order, with the
 * double's own values: a 19c version, the session's ids, and American NLS settings.
 */
final class SessionParameters {
  /** 19.0.0.0.0, the version the TTC capabilities advertise. */
  static final long VERSION_NO = 0x13000000L;
  static final String BANNER = "Oracle Database 19c Enterprise Edition Release 19.0.0.0.0 - nnebench";
  private static final String DB_NAME = "FREE";
  private static final String DB_ID = "1469248225";

  private SessionParameters() {}

  static Map<String, String> of(int sessionId, int serial, String service, String serverResponse) {
    Map<String, String> p = new LinkedHashMap<>();
    p.put("AUTH_VERSION_STRING", BANNER);
    p.put("AUTH_VERSION_SQL", "25");
    p.put("AUTH_XACTION_TRAITS", "3");
    p.put("AUTH_VERSION_NO", Long.toString(VERSION_NO));
    p.put("AUTH_VERSION_STATUS", "0");
    p.put("AUTH_CAPABILITY_TABLE", null);
    p.put("AUTH_LAST_LOGIN", "787D0403072B2500000000000000");
    p.put("AUTH_DBNAME", service);
    p.put("AUTH_DB_MOUNT_ID", DB_ID);
    p.put("AUTH_DB_ID", DB_ID);
    p.put("AUTH_USER_ID", "133");
    p.put("AUTH_SESSION_ID", Integer.toString(sessionId));
    p.put("AUTH_SERIAL_NUM", Integer.toString(serial));
    p.put("AUTH_INSTANCE_NO", "1");
    p.put("AUTH_FAILOVER_ID", "1");
    p.put("AUTH_SERVER_PID", Long.toString(ProcessHandle.current().pid()));
    serviceContext(p, service);
    nls(p);
    p.put("AUTH_SVR_RESPONSE", serverResponse);
    p.put("AUTH_MAX_OPEN_CURSORS", "300");
    p.put("AUTH_PDB_UID", DB_ID);
    p.put("AUTH_MAX_IDEN_LENGTH", "128");
    p.put("AUTH_FLAGS", "1");
    p.put("AUTH_SERVER_TYPE", "1");
    return p;
  }

  private static void serviceContext(Map<String, String> p, String service) {
    p.put("AUTH_SC_SERVER_HOST", "localhost");
    p.put("AUTH_SC_DBUNIQUE_NAME", DB_NAME);
    p.put("AUTH_SC_INSTANCE_NAME", DB_NAME);
    p.put("AUTH_SC_INSTANCE_ID", "1");
    p.put("AUTH_SC_INSTANCE_START_TIME", "2026-01-01 00:00:00.000000000 +00:00");
    p.put("AUTH_SC_DB_DOMAIN", null);
    p.put("AUTH_SC_SERVICE_NAME", service.toLowerCase(java.util.Locale.ROOT));
    p.put("AUTH_SC_REAL_DBUNIQUE_NAME", DB_NAME);
    p.put("AUTH_INSTANCENAME", DB_NAME);
  }

  private static void nls(Map<String, String> p) {
    p.put("AUTH_NLS_LXLAN", "AMERICAN");
    p.put("AUTH_NLS_LXCTERRITORY", "AMERICA");
    p.put("AUTH_NLS_LXCCURRENCY", "$");
    p.put("AUTH_NLS_LXCISOCURR", "AMERICA");
    p.put("AUTH_NLS_LXCNUMERICS", ".,");
    p.put("AUTH_NLS_LXCDATEFM", "DD-MON-RR");
    p.put("AUTH_NLS_LXCDATELANG", "AMERICAN");
    p.put("AUTH_NLS_LXCSORT", "BINARY");
    p.put("AUTH_NLS_LXCCALENDAR", "GREGORIAN");
    p.put("AUTH_NLS_LXCUNIONCUR", "$");
    p.put("AUTH_NLS_LXCTIMEFM", "HH.MI.SSXFF AM");
    p.put("AUTH_NLS_LXCSTMPFM", "DD-MON-RR HH.MI.SSXFF AM");
    p.put("AUTH_NLS_LXCTTZNFM", "HH.MI.SSXFF AM TZR");
    p.put("AUTH_NLS_LXCSTZNFM", "DD-MON-RR HH.MI.SSXFF AM TZR");
    p.put("AUTH_NLS_LXLENSEMANTICS", "BYTE");
    p.put("AUTH_NLS_LXNCHARCONVEXCP", "FALSE");
    p.put("AUTH_NLS_LXCOMP", "BINARY");
  }
}
