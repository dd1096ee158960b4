package dev.nnebench.cli;

/**
 * Runs an action on SIGTERM and SIGINT instead of letting the JVM die with 143/130, so a
 * foreground command can close its resources and exit 0.
 */
final class StopSignal {
  private StopSignal() {}

  static void onTerminate(Runnable action) {
    for (String name : new String[] {"TERM", "INT"}) {
      try {
        sun.misc.Signal.handle(new sun.misc.Signal(name), signal -> action.run());
      } catch (IllegalArgumentException unsupported) {
        // this platform has no such signal; the default handling stays
      }
    }
  }
}
