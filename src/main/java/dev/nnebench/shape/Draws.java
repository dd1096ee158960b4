package dev.nnebench.shape;

/**
 * The pseudo-random draws behind a drawn value ({@link Entropy}), a function of the cell's
 * repeat group {@code g} and column {@code c} only, so that the double, the digest and the SQL
 * ({@link EntropySql}) agree without storing anything.
 *
 * <p>A Lehmer generator modulo the prime {@code M = 2^31 - 1} with multiplier 48271: every step is
 * integer arithmetic below 2^63, exact in Java's long and in Oracle's NUMBER. The seed is
 * {@code (g*7919 + c*104729) mod (M - 1) + 1}, stepped once, squared modulo M and stepped again:
 * the squaring makes neighbouring rows' sequences unrelated (a Lehmer step alone is linear in the
 * seed, so row g+1's draws would be row g's shifted by a constant).
 */
public final class Draws {
  /** The generator's prime modulus, 2^31 - 1. */
  public static final long MODULUS = 2_147_483_647L;
  /** The generator's multiplier. */
  public static final long MULTIPLIER = 48_271L;

  private long state;

  public Draws(long group, int column) {
    long seed = Math.floorMod(TypedValues.mix(group, column), MODULUS - 1) + 1;
    long x = seed * MULTIPLIER % MODULUS;
    x = x * x % MODULUS;
    state = x * MULTIPLIER % MODULUS;
  }

  /** The next draw in {@code 0..n-1} ({@code n <= 2^31}): {@code floor(x * n / M)} of the next x. */
  public int below(int n) {
    state = state * MULTIPLIER % MODULUS;
    return (int) (state * n / MODULUS);
  }
}
