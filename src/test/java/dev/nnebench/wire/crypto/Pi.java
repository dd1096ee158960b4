package dev.nnebench.wire.crypto;

import java.math.BigInteger;

/** floor(2^bits * pi) by Machin's formula in fixed point, to check RFC 3526 independently. */
final class Pi {
  private static final int GUARD_BITS = 64;

  private Pi() {}

  static BigInteger floorTimesPowerOfTwo(int bits) {
    int scale = bits + GUARD_BITS;
    BigInteger pi = arctanInverse(5, scale).shiftLeft(4)
        .subtract(arctanInverse(239, scale).shiftLeft(2));
    return pi.shiftRight(GUARD_BITS);
  }

  /** arctan(1/x) * 2^scale by its Taylor series. */
  private static BigInteger arctanInverse(int x, int scale) {
    BigInteger xSquared = BigInteger.valueOf((long) x * x);
    BigInteger power = BigInteger.ONE.shiftLeft(scale).divide(BigInteger.valueOf(x));
    BigInteger sum = power;
    for (int n = 1; power.signum() != 0; n++) {
      power = power.divide(xSquared);
      BigInteger term = power.divide(BigInteger.valueOf(2L * n + 1));
      sum = n % 2 == 1 ? sum.subtract(term) : sum.add(term);
    }
    return sum;
  }
}
