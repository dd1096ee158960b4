package dev.nnebench.target;

/** Where a fetch connects to. */
public enum TargetKind {
  /** The in-repo Oracle Net double, started on 127.0.0.1 in its own JVM. */
  LOOPBACK,
  /** Oracle Database Free in Docker, through Testcontainers. */
  CONTAINER,
  /** A database the user names with --url. */
  URL;

  /** The name used on the command line. */
  public String label() {
    return name().toLowerCase(java.util.Locale.ROOT);
  }
}
