package dev.nnebench.target;

import com.github.dockerjava.api.command.InspectContainerResponse.ContainerState;
import java.time.Duration;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * Waits for the image's "DATABASE IS READY TO USE!" while watching the container itself: a
 * container that exits during its start (an init script failing, too little memory) is noticed
 * at the next look, seconds later, instead of after the whole startup timeout that a wait on the
 * log alone spends polling a stopped container.
 */
final class StartWatch {
  private final Supplier<ContainerState> state;
  private final BooleanSupplier ready;
  private final Duration every;

  /**
   * @param state the container's state as {@code docker inspect} reports it
   * @param ready whether the image said it is ready
   * @param every how long between looks
   */
  StartWatch(Supplier<ContainerState> state, BooleanSupplier ready, Duration every) {
    this.state = state;
    this.ready = ready;
    this.every = every;
  }

  /** Returns once ready; throws {@link IllegalStateException} on exit or after {@code timeout}. */
  void await(Duration timeout) {
    long deadline = System.nanoTime() + timeout.toNanos();
    while (!ready.getAsBoolean()) {
      Optional<String> exited = exited(state.get());
      if (exited.isPresent()) {
        throw new IllegalStateException(exited.get());
      }
      if (System.nanoTime() > deadline) {
        throw new IllegalStateException("the database was not ready within "
            + timeout.toMinutes() + " minutes");
      }
      sleep();
    }
  }

  /** Why {@code s} means the container stopped, e.g. "the container exited with code 1". */
  static Optional<String> exited(ContainerState s) {
    if (s == null || Boolean.TRUE.equals(s.getRunning())) {
      return Optional.empty();
    }
    String how = Boolean.TRUE.equals(s.getOOMKilled()) ? " (killed for lack of memory)" : "";
    Long code = s.getExitCodeLong();
    return Optional.of("the container " + (s.getStatus() == null ? "stopped" : s.getStatus())
        + (code == null ? "" : " with code " + code) + how + " during its start");
  }

  private void sleep() {
    try {
      Thread.sleep(every.toMillis());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while the container started", e);
    }
  }
}
