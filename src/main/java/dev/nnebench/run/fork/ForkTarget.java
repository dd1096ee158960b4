package dev.nnebench.run.fork;

import dev.nnebench.nne.KeySchedule;
import dev.nnebench.target.CpuPlacement;
import dev.nnebench.target.PasswordFile;
import dev.nnebench.target.Target;
import dev.nnebench.target.TargetKind;
import dev.nnebench.target.TargetOptions;
import dev.nnebench.target.TcpsEndpoint;
import dev.nnebench.target.UrlTarget;
import java.util.Locale;
import java.util.Optional;

/**
 * The target the runner opened, as seen from a benchmark fork: the runner passes URL, user, kind
 * and description as system properties ({@link #properties}); the password never travels on a
 * command line: it comes from the owner-only file the runner names ({@link PasswordFile}; for a
 * target it started), else {@code $NNEBENCH_PASSWORD} (the url target's), else the default.
 * Closing it does nothing: the runner owns the target.
 */
public record ForkTarget(TargetKind kind, String url, String user, String description,
    Optional<KeySchedule> keySchedule, Optional<TcpsEndpoint> tcps) implements Target {
  /** The fork property with the target's JDBC URL. */
  public static final String URL = "nnebench.bench.url";
  /** The fork property with the user to log on as. */
  public static final String USER = "nnebench.bench.user";
  /** The fork property with the target's {@link TargetKind}. */
  public static final String KIND = "nnebench.bench.kind";
  /** The fork property with the target's description, as the results name it. */
  public static final String DESCRIPTION = "nnebench.bench.description";
  /** The fork property with the key schedule the target runs. */
  public static final String KEY_SCHEDULE = "nnebench.bench.keySchedule";
  /** The fork property with the target's TCPS port, when it serves TCPS. */
  public static final String TCPS_PORT = "nnebench.bench.tcpsPort";
  /** The fork property with the trust store of the target's TCPS endpoint. */
  public static final String TRUST_STORE = "nnebench.bench.trustStore";
  /** The fork property with the owner-only file holding a started target's password. */
  public static final String PASSWORD_FILE = "nnebench.bench.passwordFile";
  /** The fork property with the database's CPUs as the user gave them ({@code --db-cpus}). */
  public static final String DB_CPUS = "nnebench.bench.dbCpus";

  /** The fork arguments that describe {@code target} to the benchmark JVMs. */
  public static ForkProperties properties(Target target) {
    ForkProperties p = ForkProperties.NONE.with(URL, target.url()).with(USER, target.user())
        .with(KIND, target.kind().name()).with(DESCRIPTION, target.description())
        .with(KEY_SCHEDULE, target.keyScheduleLabel());
    ForkProperties placed = target.placement().map(c -> placed(p, c)).orElse(p);
    return target.tcps().map(t -> placed.with(TCPS_PORT, Integer.toString(t.port()))
        .with(TRUST_STORE, t.trustStore().toString())).orElse(placed);
  }

  /* {@code p} with where the fork and the server run (the container's or the double's CPUs). */
  private static ForkProperties placed(ForkProperties p, CpuPlacement placement) {
    ForkProperties out = p;
    for (var e : placement.properties().entrySet()) {
      out = out.with(e.getKey(), e.getValue());
    }
    return out;
  }

  /** The target this fork was given; fails with the fix when it was started without one. */
  public static ForkTarget fromSystemProperties() {
    String url = System.getProperty(URL);
    if (url == null) {
      throw new IllegalStateException("no target: run this benchmark through `nnebench bench`"
          + " (it starts the target and passes -D" + URL + " to the forks)");
    }
    return new ForkTarget(TargetKind.valueOf(System.getProperty(KIND, "URL").toUpperCase(
        Locale.ROOT)), url, System.getProperty(USER, TargetOptions.DEFAULT_USER),
        System.getProperty(DESCRIPTION, url), keySchedule(System.getProperty(KEY_SCHEDULE)),
        tcpsFromProperties());
  }

  /** The database's CPUs as the user gave them ({@code bench --db-cpus}); empty if not. */
  public static Optional<Integer> givenDbCpus() {
    return Optional.ofNullable(System.getProperty(DB_CPUS)).map(Integer::parseInt);
  }

  private static Optional<TcpsEndpoint> tcpsFromProperties() {
    String port = System.getProperty(TCPS_PORT);
    String trustStore = System.getProperty(TRUST_STORE);
    return port == null || trustStore == null ? Optional.empty() : Optional.of(
        new TcpsEndpoint("127.0.0.1", Integer.parseInt(port), java.nio.file.Path.of(trustStore)));
  }

  private static Optional<KeySchedule> keySchedule(String label) {
    return label == null || label.equals(UNKNOWN_KEY_SCHEDULE) ? Optional.empty()
        : Optional.of(KeySchedule.parse(label));
  }

  /**
   * Fails the trial when the benchmark asks for another key schedule than the target runs (the
   * runner starts the double with the plan's schedule, so this only trips on a hand-made run).
   */
  public void requireKeySchedule(String asked) {
    KeySchedule wanted = KeySchedule.parse(asked);
    if (keySchedule.isPresent() && keySchedule.get() != wanted) {
      throw new IllegalStateException("this trial asks for key schedule " + wanted.label()
          + " but the target runs " + keyScheduleLabel() + "; run it through `nnebench bench`");
    }
  }

  @Override
  public String password() {
    String file = System.getProperty(PASSWORD_FILE);
    if (file != null) {
      return PasswordFile.read(java.nio.file.Path.of(file));
    }
    String fromEnv = System.getenv(UrlTarget.PASSWORD_ENV);
    return fromEnv != null ? fromEnv : TargetOptions.DEFAULT_PASSWORD;
  }

  @Override
  public void close() {
    // the runner that opened the target closes it
  }
}
