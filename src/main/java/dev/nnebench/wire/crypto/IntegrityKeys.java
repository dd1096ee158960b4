package dev.nnebench.wire.crypto;

import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.KeySchedule;

/**
 * The two MAC keystreams of a connection, derived from the DH shared secret Z (and, in the legacy
 * schedule, the 16-byte IV the server sent). The key byte 0x5A marks client to server, 0xB4
 * server to client. {@link #renew} re-derives both after a BREAK/RESET marker.
 */
abstract class IntegrityKeys {
  static final byte CLIENT_TO_SERVER_MARK = 0x5A;
  static final byte SERVER_TO_CLIENT_MARK = (byte) 0xB4;
  /** Filler byte after the Z bytes in the generator key. */
  static final byte GENERATOR_FILL = (byte) 0xFF;
  static final int IV_LENGTH = 16;
  /** Bytes of Z the legacy schedule seeds either generator with (the 40-bit seed). */
  static final int LEGACY_SEED = 5;
  /** Where the updated schedule takes its second slice of Z (IVs, RC4 key tail). */
  static final int UPDATED_TAIL = 32;

  abstract MacKeystream clientToServer();

  abstract MacKeystream serverToClient();

  /** The marker renewal: new generator seeds for both directions, same in both schedules. */
  abstract void renew();

  /** Keys for {@code algorithm}; MD5 keeps the legacy seeding whatever the schedule (ojdbc does). */
  static IntegrityKeys derive(ChecksumType algorithm, byte[] sharedSecret, byte[] iv,
      KeySchedule schedule) {
    KeySchedule seeding = algorithm == ChecksumType.MD5 ? KeySchedule.LEGACY : schedule;
    if (usesRc4KeyGenerator(algorithm)) {
      return new Rc4KeyGenerator(algorithm.macLength(), sharedSecret, iv, seeding);
    }
    return new AesKeyGenerator(algorithm.macLength(), sharedSecret, iv, seeding);
  }

  /** Whether the MAC keys come from the RC4 generator (MD5, SHA1) rather than the AES one. */
  static boolean usesRc4KeyGenerator(ChecksumType algorithm) {
    return algorithm == ChecksumType.MD5 || algorithm == ChecksumType.SHA1;
  }
}
