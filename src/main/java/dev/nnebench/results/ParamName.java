package dev.nnebench.results;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Axis;

/**
 * The names of benchmark parameters as text constants, for code that still reads a trial's
 * parameters by name. Each is the name of an axis declared in {@link Axes}, which also carries
 * its parser, default and where it applies; new code asks a {@link dev.nnebench.cell.Cell}.
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
  /** "tcp", "tcps" or "eztls". */
  public static final String TRANSPORT = "transport";
  /** The emulated link's round-trip time, e.g. "0" (none), "0.5ms", "5ms". */
  public static final String RTT = "rtt";
  /** The emulated link's bandwidth per direction, e.g. "unlimited", "1gbit". */
  public static final String BANDWIDTH = "bandwidth";
  /** The SDU the client asks for: "default" (the driver's, 8192) or bytes, e.g. "65535". */
  public static final String SDU = "sdu";
  /** The LOB prefetch the client asks for: "default" (the driver's) or bytes/characters. */
  public static final String LOB_PREFETCH = "lobPrefetch";
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
  public static final String EZTLS = "eztls";

  /** Whether {@code name} is a {@link Axis#later()} axis at its default value. */
  public static boolean atLaterDefault(String name, String value) {
    return Axes.named(name).filter(Axis::later).map(a -> a.atDefault(value)).orElse(false);
  }

  private ParamName() {}
}
