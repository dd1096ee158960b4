package dev.nnebench.wire.crypto;

import java.math.BigInteger;
import java.security.SecureRandom;

/**
 * The server half of the ANO Diffie-Hellman exchange over the RFC 3526 2048-bit MODP group 14,
 * or the RFC 2409 1024-bit group 2 for a client that cannot take more (g = 2 in both). The client
 * needs the prime and both public values as exactly ceil(bits/8) bytes, so every value leaves
 * here left-padded to the prime's length.
 */
public final class DiffieHellman {
  static final BigInteger GROUP_14_PRIME = new BigInteger(
      "FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74"
          + "020BBEA63B139B22514A08798E3404DDEF9519B3CD3A431B302B0A6DF25F1437"
          + "4FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED"
          + "EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF05"
          + "98DA48361C55D39A69163FA8FD24CF5F83655D23DCA3AD961C62F356208552BB"
          + "9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B"
          + "E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF695581718"
          + "3995497CEA956AE515D2261898FA051015728E5A8AACAA68FFFFFFFFFFFFFFFF", 16);
  static final BigInteger GROUP_2_PRIME = new BigInteger(
      "FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74"
          + "020BBEA63B139B22514A08798E3404DDEF9519B3CD3A431B302B0A6DF25F1437"
          + "4FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED"
          + "EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE65381FFFFFFFFFFFFFFFF", 16);
  static final BigInteger GENERATOR = BigInteger.TWO;
  /*
   * 256-bit private exponents: twice the ~112-bit strength of group 14 (NIST SP 800-56A), and
   * eight times cheaper than full-length ones, so the double's handshake cost stays small.
   */
  static final int PRIVATE_EXPONENT_BITS = 256;

  private final BigInteger prime;
  private final BigInteger privateExponent;
  private final int length;

  DiffieHellman(BigInteger prime, BigInteger privateExponent) {
    this.prime = prime;
    this.privateExponent = privateExponent;
    this.length = (prime.bitLength() + Byte.SIZE - 1) / Byte.SIZE;
  }

  /** A fresh exchange over group 14 with a random private exponent. */
  public static DiffieHellman create(SecureRandom random) {
    return new DiffieHellman(GROUP_14_PRIME, privateExponent(random));
  }

  /** A fresh exchange over the 1024-bit group 2 with a random private exponent. */
  public static DiffieHellman createGroup2(SecureRandom random) {
    return new DiffieHellman(GROUP_2_PRIME, privateExponent(random));
  }

  private static BigInteger privateExponent(SecureRandom random) {
    BigInteger exponent;
    do {
      exponent = new BigInteger(PRIVATE_EXPONENT_BITS, random);
    } while (exponent.compareTo(BigInteger.TWO) < 0);
    return exponent;
  }

  /** Size of the prime in bits (2048 or 1024), sent twice as UB2 in the ANO reply. */
  public int bits() {
    return prime.bitLength();
  }

  /** g, left-padded to the prime's byte length. */
  public byte[] generator() {
    return leftPad(GENERATOR);
  }

  /** The prime p, big-endian, {@code bits()/8} bytes. */
  public byte[] prime() {
    return leftPad(prime);
  }

  /** The server public value Y = g^x mod p, left-padded. */
  public byte[] publicValue() {
    return leftPad(GENERATOR.modPow(privateExponent, prime));
  }

  /**
   * The shared secret Z = X^x mod p, left-padded to the prime's length. X may carry leading zero
   * bytes: ojdbc sends a 257-byte X whenever its top bit is set (a Java sign byte).
   *
   * @throws IllegalArgumentException if the client's value X lies outside 2..p-2
   */
  public byte[] sharedSecret(byte[] clientPublic) {
    BigInteger x = new BigInteger(1, clientPublic);
    if (x.compareTo(BigInteger.TWO) < 0 || x.compareTo(prime.subtract(BigInteger.TWO)) > 0) {
      throw new IllegalArgumentException(
          "DH client public value outside 2..p-2 (a degenerate or hostile key); refusing it");
    }
    return leftPad(x.modPow(privateExponent, prime));
  }

  private byte[] leftPad(BigInteger value) {
    byte[] raw = value.toByteArray();
    byte[] padded = new byte[length];
    int copy = Math.min(raw.length, length);
    System.arraycopy(raw, raw.length - copy, padded, length - copy, copy);
    return padded;
  }
}
