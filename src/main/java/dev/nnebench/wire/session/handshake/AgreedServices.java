package dev.nnebench.wire.session.handshake;

import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.wire.session.channel.NneKeys;
import dev.nnebench.wire.session.channel.Protection;

/**
 * What the double's ANO exchange settled for a connection.
 *
 * @param encryption the agreed encryption, NONE if off
 * @param checksum the agreed checksum, NONE if off
 * @param protection what to do to each DATA body from now on
 * @param keys the key material for the fold-in after login, or null in plain mode
 */
public record AgreedServices(EncryptionType encryption, ChecksumType checksum,
    Protection protection, NneKeys keys) {
  /** No NNE: neither service on, DATA bodies as they are. */
  public static final AgreedServices PLAIN =
      new AgreedServices(EncryptionType.NONE, ChecksumType.NONE, Protection.PLAIN, null);

  /** The driver's name for the encryption (e.g. AES256), or null if off. */
  public String encryptionName() {
    return encryption == EncryptionType.NONE ? null : encryption.driverName();
  }

  /** The driver's name for the checksum (e.g. SHA512), or null if off. */
  public String checksumName() {
    return checksum == ChecksumType.NONE ? null : checksum.driverName();
  }
}
