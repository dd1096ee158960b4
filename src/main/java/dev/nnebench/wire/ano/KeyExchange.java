package dev.nnebench.wire.ano;

/**
 * The Diffie-Hellman values the server sends in its integrity service reply.
 *
 * @param bits size of the prime in bits (sent twice; the driver checks both copies)
 * @param generator g, left-padded to the prime's length
 * @param prime p
 * @param publicValue the server's public value g^x mod p, left-padded
 * @param iv 16 random bytes that seed the integrity key generator
 */
public record KeyExchange(int bits, byte[] generator, byte[] prime, byte[] publicValue, byte[] iv) {}
