package dev.nnebench.wire.session;

import dev.nnebench.wire.ano.AnoFormatException;
import dev.nnebench.wire.ano.KeyExchange;
import dev.nnebench.wire.nne.ChecksumAlgorithm;
import dev.nnebench.wire.nne.DataChannel;
import dev.nnebench.wire.nne.DiffieHellman;
import dev.nnebench.wire.nne.EncryptionAlgorithm;
import java.security.SecureRandom;

/**
 * Diffie-Hellman for one connection and the data channels it keys: the first one from the DH
 * secret Z, then, after a successful login, the "authentication key fold-in": a fresh channel
 * keyed by Z with the O5LOGON combo key XORed into its leading bytes. Found with the 23.26
 * driver's trace: its first packet after login decrypts with AES key Z[0..32) XOR combo, and
 * its MAC matches a new integrity key stream seeded from that folded secret.
 */
final class NneKeys {
  private static final int IV_LENGTH = 16;
  private final DiffieHellman dh;
  private final byte[] iv = new byte[IV_LENGTH];
  private EncryptionAlgorithm encryption;
  private ChecksumAlgorithm checksum;
  private byte[] secret;

  private NneKeys(SecureRandom random) {
    this.dh = DiffieHellman.create(random);
    random.nextBytes(iv);
  }

  static NneKeys create(SecureRandom random) {
    return new NneKeys(random);
  }

  /** What the server sends in its integrity service reply. */
  KeyExchange exchange() {
    return new KeyExchange(dh.bits(), dh.generator(), dh.prime(), dh.publicValue(), iv.clone());
  }

  /** The data channel keyed by the client's public value. */
  Negotiated channel(int encryptionId, int checksumId, byte[] clientPublic) throws AnoFormatException {
    encryption = EncryptionAlgorithm.byId(encryptionId).orElseThrow();
    checksum = ChecksumAlgorithm.byId(checksumId).orElseThrow();
    try {
      // ojdbc may send X with a Java sign byte; sharedSecret reads it as a magnitude
      secret = dh.sharedSecret(clientPublic);
    } catch (IllegalArgumentException e) {
      throw new AnoFormatException(e.getMessage());
    }
    return new Negotiated(encryption == EncryptionAlgorithm.NONE ? null : encryption.driverName(),
        checksum == ChecksumAlgorithm.NONE ? null : checksum.driverName(),
        new ChannelProtection(DataChannel.create(encryption, checksum, secret, iv), false), this);
  }

  /** The channel after login: Z with the combo key folded into its leading bytes. */
  Protection foldIn(byte[] comboKey) {
    return new ChannelProtection(DataChannel.create(encryption, checksum,
        foldedSecret(secret, comboKey), iv), true);
  }

  /** Z with the combo key XORed into its leading bytes. */
  static byte[] foldedSecret(byte[] secret, byte[] comboKey) {
    byte[] folded = secret.clone();
    for (int i = 0; i < Math.min(comboKey.length, folded.length); i++) {
      folded[i] ^= comboKey[i];
    }
    return folded;
  }
}
