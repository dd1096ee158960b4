package dev.nnebench.wire.session.channel;

import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.nne.KeySchedule;
import dev.nnebench.wire.ano.AnoFormatException;
import dev.nnebench.wire.ano.KeyExchange;
import dev.nnebench.wire.crypto.DataChannel;
import dev.nnebench.wire.crypto.DiffieHellman;
import dev.nnebench.wire.crypto.FoldIn;
import java.security.SecureRandom;

/**
 * Diffie-Hellman for one connection and the data channels it keys: the first one from the DH
 * secret Z, then, after a successful login, the "authentication key fold-in": a fresh channel
 * keyed by Z with the O5LOGON combo key XORed in (legacy: into Z's leading bytes; updated: into
 * both Z[0..32) and Z[32..64)). Found with the 23.26 driver's trace: its first packet after login
 * decrypts with the folded keys, and its MAC matches a new integrity key stream seeded from the
 * folded secret.
 */
public final class NneKeys {
  private static final int IV_LENGTH = 16;
  private final DiffieHellman dh;
  private final KeySchedule schedule;
  private final byte[] iv = new byte[IV_LENGTH];
  private EncryptionType encryption;
  private ChecksumType checksum;
  private byte[] secret;

  private NneKeys(SecureRandom random, KeySchedule schedule, boolean group14) {
    this.dh = group14 ? DiffieHellman.create(random) : DiffieHellman.createGroup2(random);
    this.schedule = schedule;
    random.nextBytes(iv);
  }

  /**
   * Fresh DH keys and server IV for a connection that runs {@code schedule}, over the 2048-bit
   * group 14, or the 1024-bit group 2 for a client that cannot take more.
   */
  public static NneKeys create(SecureRandom random, KeySchedule schedule, boolean group14) {
    return new NneKeys(random, schedule, group14);
  }

  /** What the server sends in its integrity service reply. */
  public KeyExchange exchange() {
    return new KeyExchange(dh.bits(), dh.generator(), dh.prime(), dh.publicValue(), iv.clone());
  }

  /**
   * The protection of the data channel keyed by the client's public value, for the agreed
   * algorithms (either may be NONE, not both).
   *
   * @throws AnoFormatException if the client's public value is not one
   */
  public Protection channel(EncryptionType encryption, ChecksumType checksum,
      byte[] clientPublic) throws AnoFormatException {
    this.encryption = encryption;
    this.checksum = checksum;
    try {
      // ojdbc may send X with a Java sign byte; sharedSecret reads it as a magnitude
      secret = dh.sharedSecret(clientPublic);
    } catch (IllegalArgumentException e) {
      throw new AnoFormatException(e.getMessage());
    }
    return new ChannelProtection(DataChannel.create(encryption, checksum, secret, iv, schedule),
        false);
  }

  /** The channel after login: Z with the combo key folded in; call after {@link #channel}. */
  public Protection foldIn(byte[] comboKey) {
    return new ChannelProtection(DataChannel.create(encryption, checksum,
        FoldIn.secret(schedule, secret, comboKey), iv, schedule), true);
  }
}
