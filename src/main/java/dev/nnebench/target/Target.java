package dev.nnebench.target;

import dev.nnebench.nne.KeySchedule;
import dev.nnebench.nne.NneLevel;
import dev.nnebench.scenario.Scenario;
import java.util.Optional;
import java.util.Properties;

/**
 * A database endpoint ready for connections, and whatever keeps it alive (a process, a
 * container). Closing it stops what it started; a URL target starts nothing.
 */
public interface Target extends AutoCloseable {
  /** The key schedule label of a target that cannot tell. */
  String UNKNOWN_KEY_SCHEDULE = "unknown";

  TargetKind kind();

  /** A thin-driver URL, e.g. {@code jdbc:oracle:thin:@//127.0.0.1:41234/FREEPDB1}. */
  String url();

  String user();

  /** The password; never print or log it. */
  String password();

  /** What this is, for result provenance, e.g. {@code loopback 127.0.0.1:41234}. */
  String description();

  /**
   * The NNE key schedule this target makes drivers use, when known: the loopback double runs the
   * one it was started with, a 23ai container always the updated one; a URL's server decides.
   */
  default Optional<KeySchedule> keySchedule() {
    return Optional.empty();
  }

  /** {@link #keySchedule()} for result rows: "legacy", "updated" or "unknown". */
  default String keyScheduleLabel() {
    return keySchedule().map(KeySchedule::label).orElse(UNKNOWN_KEY_SCHEDULE);
  }

  /**
   * The server's NNE level where nnebench set it (the double, the container), so cells it cannot
   * serve are refused before they run ({@link ServerLevelRefusal}); a URL's server decides.
   */
  default Optional<NneLevel> serverLevel() {
    return Optional.empty();
  }

  /**
   * Where the server nnebench started and the forks run ({@link CpuPlacement}), handed to every
   * fork; empty for a server nnebench does not run (a URL's).
   */
  default Optional<CpuPlacement> placement() {
    return Optional.empty();
  }

  /** Why this target cannot serve the scenario (beyond what the driver refuses), or empty. */
  default Optional<String> refusal(Scenario scenario) {
    return Optional.empty();
  }

  /** How this target is reached (a TCPS view says TCPS). */
  default Transport transport() {
    return Transport.TCP;
  }

  /**
   * Connection properties this target needs beyond the scenario's (TCPS: the trust store), as
   * the driver takes them; a fresh copy each call.
   */
  default Properties connectionProperties() {
    return new Properties();
  }

  /** Where this target serves TCPS, when it does (the loopback double always does). */
  default Optional<TcpsEndpoint> tcps() {
    return Optional.empty();
  }

  /**
   * This target reached over {@code transport}: itself for TCP, its TCPS view if it has one, its
   * ezTLS view if it is known to answer ezTLS (the loopback double does; whether another target
   * runs 26ai with ezTLS on is not known).
   */
  default Optional<Target> over(Transport transport) {
    if (transport == transport()) {
      return Optional.of(this);
    }
    return switch (transport) {
      case TCPS -> tcps().map(endpoint -> (Target) new TcpsTarget(this, endpoint));
      case EZTLS -> kind() == TargetKind.LOOPBACK && transport() == Transport.TCP
          ? Optional.of(new EzTlsTarget(this)) : Optional.empty();
      case TCP -> Optional.empty();
    };
  }

  @Override
  void close();
}
