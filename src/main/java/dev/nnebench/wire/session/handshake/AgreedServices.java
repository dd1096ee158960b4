package dev.nnebench.wire.session.handshake;

import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.wire.call.TlsParameters;
import dev.nnebench.wire.session.channel.NneKeys;
import dev.nnebench.wire.session.channel.Protection;

/**
 * What the double's ANO exchange settled for a connection.
 *
 * @param encryption the agreed encryption, NONE if off
 * @param checksum the agreed checksum, NONE if off
 * @param protection what to do to each DATA body from now on
 * @param keys the key material for the fold-in after login, or null in plain mode
 * @param ezTls what TLS negotiated when ezTLS was selected (encryption id 21), else null
 */
public record AgreedServices(EncryptionType encryption, ChecksumType checksum,
    Protection protection, NneKeys keys, TlsParameters ezTls) {
  /** The driver's name for ezTLS in the encryption service. */
  public static final String EZTLS = "EZTLS";
  /** No NNE: neither service on, DATA bodies as they are. */
  public static final AgreedServices PLAIN =
      new AgreedServices(EncryptionType.NONE, ChecksumType.NONE, Protection.PLAIN, null);

  /** NNE as negotiated (or off). */
  public AgreedServices(EncryptionType encryption, ChecksumType checksum, Protection protection,
      NneKeys keys) {
    this(encryption, checksum, protection, keys, null);
  }

  /** ezTLS: no NNE algorithm, no NNE keys; TLS protects the DATA bodies. */
  public static AgreedServices ezTls(Protection protection, TlsParameters tls) {
    return new AgreedServices(EncryptionType.NONE, ChecksumType.NONE, protection, null, tls);
  }

  /** The driver's name for the encryption (e.g. AES256), or null if off. */
  public String encryptionName() {
    if (ezTls != null) {
      return EZTLS;
    }
    return encryption == EncryptionType.NONE ? null : encryption.driverName();
  }

  /** The driver's name for the checksum (e.g. SHA512), or null if off. */
  public String checksumName() {
    return checksum == ChecksumType.NONE ? null : checksum.driverName();
  }
}
