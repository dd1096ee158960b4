package dev.nnebench.target;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Whether the image can create {@code --user}: its entrypoint runs {@code CREATE USER <name>}
 * with the name unquoted before any init script, and a name Oracle rejects kills the container
 * minutes into its first start. So the name must be a plain identifier (a letter, then letters,
 * digits, {@code _ $ #}, at most 128 bytes), no reserved word of Oracle SQL, and no account the
 * image already has (Oracle's administrators and schemas).
 */
final class ContainerUserName {
  private static final Pattern PLAIN = Pattern.compile("[A-Za-z][A-Za-z0-9_$#]*");
  private static final int MAX_BYTES = 128;
  /* Oracle SQL Language Reference, "Oracle SQL Reserved Words". */
  private static final Set<String> RESERVED = Set.of("ACCESS", "ADD", "ALL", "ALTER", "AND",
      "ANY", "AS", "ASC", "AUDIT", "BETWEEN", "BY", "CHAR", "CHECK", "CLUSTER", "COLUMN",
      "COLUMN_VALUE", "COMMENT", "COMPRESS", "CONNECT", "CREATE", "CURRENT", "DATE", "DECIMAL",
      "DEFAULT", "DELETE", "DESC", "DISTINCT", "DROP", "ELSE", "EXCLUSIVE", "EXISTS", "FILE",
      "FLOAT", "FOR", "FROM", "GRANT", "GROUP", "HAVING", "IDENTIFIED", "IMMEDIATE", "IN",
      "INCREMENT", "INDEX", "INITIAL", "INSERT", "INTEGER", "INTERSECT", "INTO", "IS", "LEVEL",
      "LIKE", "LOCK", "LONG", "MAXEXTENTS", "MINUS", "MLSLABEL", "MODE", "MODIFY",
      "NESTED_TABLE_ID", "NOAUDIT", "NOCOMPRESS", "NOT", "NOWAIT", "NULL", "NUMBER", "OF",
      "OFFLINE", "ON", "ONLINE", "OPTION", "OR", "ORDER", "PCTFREE", "PRIOR", "PUBLIC", "RAW",
      "RENAME", "RESOURCE", "REVOKE", "ROW", "ROWID", "ROWNUM", "ROWS", "SELECT", "SESSION",
      "SET", "SHARE", "SIZE", "SMALLINT", "START", "SUCCESSFUL", "SYNONYM", "SYSDATE", "TABLE",
      "THEN", "TO", "TRIGGER", "UID", "UNION", "UNIQUE", "UPDATE", "USER", "VALIDATE", "VALUES",
      "VARCHAR", "VARCHAR2", "VIEW", "WHENEVER", "WHERE", "WITH");
  /* Accounts an Oracle Database Free 23ai/26ai PDB already holds (Oracle-maintained users). */
  private static final Set<String> EXISTING = Set.of("SYS", "SYSTEM", "PDBADMIN", "ANONYMOUS",
      "APPQOSSYS", "AUDSYS", "CTXSYS", "DBSFWUSER", "DBSNMP", "DGPDB_INT", "DIP", "DVF", "DVSYS",
      "GGSHAREDCAP", "GGSYS", "GSMADMIN_INTERNAL", "GSMCATUSER", "GSMROOTUSER", "GSMUSER",
      "LBACSYS", "MDDATA", "MDSYS", "OJVMSYS", "OLAPSYS", "OPS$ORACLE", "ORDDATA", "ORDPLUGINS",
      "ORDSYS", "OUTLN", "REMOTE_SCHEDULER_AGENT", "SI_INFORMTN_SCHEMA", "SYS$UMF", "SYSBACKUP",
      "SYSDG", "SYSKM", "SYSRAC", "VECSYS", "WMSYS", "XDB", "XS$NULL", "BAASSYS", "ORACLE");

  private ContainerUserName() {}

  /** Fails with a usage error naming the fix when the image cannot create {@code user}. */
  static void require(String user) {
    problem(user).ifPresent(why -> {
      throw new NnebenchException(ExitCodes.USAGE, "--user " + user + ": " + why);
    });
  }

  /** Why the image cannot create {@code user}, with the fix; empty when it can. */
  static Optional<String> problem(String user) {
    if (user == null || user.isBlank()) {
      return Optional.of("the container needs a user name; use --user "
          + TargetOptions.DEFAULT_USER);
    }
    String upper = user.toUpperCase(Locale.ROOT);
    if (!PLAIN.matcher(user).matches()) {
      return Optional.of("CREATE USER takes a letter, then letters, digits, _ $ or #; use --user "
          + plain(user));
    }
    if (user.getBytes(java.nio.charset.StandardCharsets.UTF_8).length > MAX_BYTES) {
      return Optional.of("longer than Oracle's " + MAX_BYTES + " bytes; use a shorter name");
    }
    if (RESERVED.contains(upper)) {
      return Optional.of("a reserved word of Oracle SQL, which CREATE USER rejects; use --user "
          + user + "_1");
    }
    if (EXISTING.contains(upper)) {
      return Optional.of("an account the image already has (Oracle's own), which the container"
          + " cannot create as the benchmark user; use --user " + TargetOptions.DEFAULT_USER);
    }
    return Optional.empty();
  }

  /* {@code user} made plain: other characters become _, a leading non-letter gets "u" before it. */
  static String plain(String user) {
    String replaced = user.replaceAll("[^A-Za-z0-9_$#]", "_");
    return Character.isLetter(replaced.charAt(0)) && replaced.charAt(0) < 128 ? replaced
        : "u" + replaced;
  }
}
