package dev.nnebench.target;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.function.Function;

/**
 * Keeps the container a command starts running across the command's phases: {@code diagnose}
 * opens its target for the profile, again for the sweep and again for the flame graphs, and each
 * open of a container is a start of Oracle (a minute and more). While held, opening the same
 * container again gives a view of the running one whose close does nothing; closing the hold
 * stops it. Only the container is held: the loopback double starts in a second, and a run may
 * need it with another key schedule.
 */
public final class HeldTargets implements AutoCloseable {
  private static HeldTargets current;

  private final Map<TargetOptions, Target> open = new HashMap<>();

  private HeldTargets() {}

  /** Holds every container opened until the returned hold is closed. */
  public static synchronized HeldTargets hold() {
    current = new HeldTargets();
    return current;
  }

  /* The held target for {@code options}, opened by {@code opener} at its first open. */
  static synchronized Optional<Target> open(TargetOptions options,
      Function<TargetOptions, Target> opener) {
    if (current == null || options.kind() != TargetKind.CONTAINER) {
      return Optional.empty();
    }
    // a 23ai container runs one key schedule whatever a plan asks of the double
    Target running = current.open.computeIfAbsent(
        options.withKeySchedule(TargetOptions.loopback().keySchedule()), opener);
    return Optional.of(new Held(running));
  }

  @Override
  public void close() {
    synchronized (HeldTargets.class) {
      if (current == this) {
        current = null;
      }
    }
    open.values().forEach(Target::close);
  }

  /** The running target under another owner: reached the same way, its close does nothing. */
  private static final class Held extends TargetView {
    Held(Target base) {
      super(base);
    }

    @Override
    public String url() {
      return base.url();
    }

    @Override
    public String description() {
      return base.description();
    }

    @Override
    public Optional<TcpsEndpoint> tcps() {
      return base.tcps();
    }

    @Override
    public Properties connectionProperties() {
      return base.connectionProperties();
    }
  }
}
