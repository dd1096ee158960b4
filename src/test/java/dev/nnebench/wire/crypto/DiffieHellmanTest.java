package dev.nnebench.wire.crypto;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.security.SecureRandom;
import org.junit.jupiter.api.Test;

class DiffieHellmanTest {
  private static final int PRIME_BYTES = 256;
  private final SecureRandom random = new SecureRandom();

  /* RFC 3526 section 3: p = 2^2048 - 2^1984 - 1 + 2^64 * ( [2^1918 pi] + 124476 ). */
  @Test
  void shouldUseTheRfc3526Group14Prime() {
    BigInteger expected = BigInteger.TWO.pow(2048).subtract(BigInteger.TWO.pow(1984))
        .subtract(BigInteger.ONE)
        .add(BigInteger.TWO.pow(64).multiply(Pi.floorTimesPowerOfTwo(1918)
            .add(BigInteger.valueOf(124476))));
    assertEquals(expected, DiffieHellman.GROUP_14_PRIME);
    DiffieHellman dh = DiffieHellman.create(random);
    assertEquals(2048, dh.bits());
    assertArrayEquals(unsigned(expected), dh.prime());
  }

  /* RFC 2409 section 6.2: p = 2^1024 - 2^960 - 1 + 2^64 * ( [2^894 pi] + 129093 ). */
  @Test
  void shouldUseTheRfc2409Group2PrimeForLegacyPeers() {
    BigInteger expected = BigInteger.TWO.pow(1024).subtract(BigInteger.TWO.pow(960))
        .subtract(BigInteger.ONE)
        .add(BigInteger.TWO.pow(64).multiply(Pi.floorTimesPowerOfTwo(894)
            .add(BigInteger.valueOf(129093))));
    assertEquals(expected, DiffieHellman.GROUP_2_PRIME);
    DiffieHellman dh = DiffieHellman.createGroup2(random);
    assertEquals(1024, dh.bits());
    assertEquals(expected, new BigInteger(1, dh.prime()));
    assertEquals(128, dh.prime().length);
    assertEquals(128, dh.publicValue().length);
    assertEquals(128, dh.generator().length);
  }

  @Test
  void shouldAgreeWithAClientOnTheSharedSecret() {
    DiffieHellman server = DiffieHellman.create(random);
    BigInteger p = new BigInteger(1, server.prime());
    BigInteger g = new BigInteger(1, server.generator());
    BigInteger clientSecret = new BigInteger(2040, random);
    byte[] clientPublic = unsigned(g.modPow(clientSecret, p));
    BigInteger serverPublic = new BigInteger(1, server.publicValue());
    byte[] expected = unsigned(serverPublic.modPow(clientSecret, p));
    assertArrayEquals(expected, server.sharedSecret(clientPublic));
    assertEquals(PRIME_BYTES, server.publicValue().length);
  }

  @Test
  void shouldLeftPadSmallValuesToThePrimeLength() {
    DiffieHellman dh = new DiffieHellman(DiffieHellman.GROUP_14_PRIME, BigInteger.ONE);
    byte[] two = new byte[PRIME_BYTES];
    two[PRIME_BYTES - 1] = 2;
    assertArrayEquals(two, dh.generator());
    assertArrayEquals(two, dh.publicValue());
    byte[] three = new byte[] {3};
    byte[] padded = dh.sharedSecret(three);
    assertEquals(PRIME_BYTES, padded.length);
    assertEquals(3, padded[PRIME_BYTES - 1]);
  }

  @Test
  void shouldRejectDegenerateClientValues() {
    DiffieHellman dh = DiffieHellman.create(random);
    BigInteger p = DiffieHellman.GROUP_14_PRIME;
    for (BigInteger bad : new BigInteger[] {BigInteger.ZERO, BigInteger.ONE,
        p.subtract(BigInteger.ONE), p}) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
          () -> dh.sharedSecret(unsigned(bad)));
      assertTrue(e.getMessage().contains("outside 2..p-2"), e.getMessage());
    }
    assertThrows(IllegalArgumentException.class, () -> dh.sharedSecret(new byte[PRIME_BYTES + 1]));
  }

  /* Seen from ojdbc11 23.26: X arrives as 257 bytes (Java sign byte) when its top bit is set. */
  @Test
  void shouldAcceptClientValueWithLeadingSignByte() {
    DiffieHellman dh = DiffieHellman.create(random);
    byte[] x = unsigned(DiffieHellman.GROUP_14_PRIME.subtract(BigInteger.TEN));
    byte[] signed = new byte[PRIME_BYTES + 1];
    System.arraycopy(x, 0, signed, 1, PRIME_BYTES);
    assertArrayEquals(dh.sharedSecret(x), dh.sharedSecret(signed));
  }

  private static byte[] unsigned(BigInteger value) {
    byte[] raw = value.toByteArray();
    byte[] out = new byte[PRIME_BYTES];
    int copy = Math.min(raw.length, PRIME_BYTES);
    System.arraycopy(raw, raw.length - copy, out, PRIME_BYTES - copy, copy);
    return out;
  }
}
