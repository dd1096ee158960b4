package dev.nnebench.target;

/**
 * Why loopback end-to-end tests are disabled, in one place: they need {@code nnebench serve}
 * (issue 3) to log the driver in and serve shapes. Remove the {@code @Disabled} uses of this when
 * it does.
 */
public final class Loopback {
  public static final String WAITING = "needs `nnebench serve` (the loopback double, issue 3),"
      + " not on main yet";

  private Loopback() {}
}
