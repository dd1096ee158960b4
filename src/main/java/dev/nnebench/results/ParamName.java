package dev.nnebench.results;

/**
 * The names of benchmark parameters, declared once: as presets set them ({@code -p NAME=...}),
 * as JMH {@code @Param} fields are named, as results.csv's {@code param.NAME} columns and the
 * report's labels spell them. A benchmark field keeps the Java name; everything that refers to
 * the parameter by name uses these constants.
 */
public final class ParamName {
  public static final String DRIVER = "driver";
  /** {@code oracle.net.useJCEAPI}: "true" or "false". */
  public static final String JCE = "jce";
  public static final String ENCRYPTION = "encryption";
  public static final String ENCRYPTION_LEVEL = "encryptionLevel";
  public static final String CHECKSUM = "checksum";
  public static final String CHECKSUM_LEVEL = "checksumLevel";
  public static final String FETCH_SIZE = "fetchSize";
  public static final String SHAPE = "shape";
  public static final String READ = "read";
  /** The loopback double's key schedule ("updated" or "legacy"). */
  public static final String KEY_SCHEDULE = "keySchedule";
  /** What a trial also fetches side by side, e.g. {@code encryption=NONE+checksum=NONE}. */
  public static final String COUNTERPART = "counterpart";
  /** "tcp" or "tcps". */
  public static final String TRANSPORT = "transport";
  public static final String THREADS = "threads";
  public static final String POOL_SIZE = "poolSize";
  public static final String CONNECTIONS = "connections";
  /** The crypto benchmarks' algorithm and buffer size. */
  public static final String ALGORITHM = "algorithm";
  public static final String BYTES = "bytes";

  /** The value of encryption or checksum that turns it off. */
  public static final String NONE = "NONE";
  public static final String TCP = "tcp";
  public static final String TCPS = "tcps";

  private ParamName() {}
}
