package dev.nnebench.wire.session.channel;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.nne.KeySchedule;
import dev.nnebench.wire.crypto.DataChannel;
import dev.nnebench.wire.crypto.FoldIn;
import dev.nnebench.wire.crypto.IntegrityException;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/**
 * The authentication key fold-in, pinned with a capture: ojdbc11 23.26's first packet after
 * login under the legacy schedule (a ping, 03 93 03) under AES256/SHA256, the DH secret Z and server IV of that
 * connection, and the O5LOGON combo key recomputed from its trace (password "bench").
 */
class NneKeysTest {
  static final byte[] Z = HexFormat.of().parseHex(
      "e78ac5c52c23759e25f8e9973d1409e6d0a1c81225c185ae8bd19206243f59f1"
      + "04a30c22ee50cf33515d664eb280b67cb4c95dfb8005f4dc1a0adb98af2b2fa1"
      + "8392d5b2c0cbfb631d865c3d20c6a5a926f8752889926ca6e2f9b2e03926614e"
      + "007c0982a29a691e79d27aee99eaec7334c0c3039068571efaeb043077879358"
      + "c83b530314ddc1e9cafa806e8643f6a50988e02062c101d55e63024bf2715d3d"
      + "d096ec1ca2a60674ee7baa5723e3fae5f61468b58966429b48ec76345a71e159"
      + "ca7dbfd86be7d086f48494f45f3893d81b222a249bfd26e932e6a18dafd281bf"
      + "e2eb9c973df96251ea49165c8d6c37199a999c3ea831e094127037d44dc7be6d");
  static final byte[] IV = HexFormat.of().parseHex("a1c200026ecfb730d8efb6f9c1de1351");
  private static final byte[] COMBO = HexFormat.of().parseHex(
      "12369f0a913fabe56d21833ee481573c0f6e4dda0a86372bbee999775ae42ee3");
  static final byte[] PING_BODY = HexFormat.of().parseHex(
      "4c1edb9a6ef5656fcfec0dd86a9fac82d8d2b0284dc3f41532b08d32e633daee"
      + "c3686beaf124cb2830099a85452a9a610e01");
  private static final byte[] PING = {3, (byte) 0x93, 3};

  @Test
  void foldedChannelShouldOpenTheDriversFirstPacketAfterLogin() {
    DataChannel folded = DataChannel.create(EncryptionType.AES256, ChecksumType.SHA256,
        FoldIn.secret(KeySchedule.LEGACY, Z, COMBO), IV, KeySchedule.LEGACY);
    assertArrayEquals(PING, folded.open(PING_BODY, 0, PING_BODY.length));
  }

  @Test
  void unfoldedChannelShouldNotOpenIt() {
    DataChannel plain = DataChannel.create(EncryptionType.AES256, ChecksumType.SHA256,
        Z, IV, KeySchedule.LEGACY);
    assertThrows(IntegrityException.class, () -> plain.open(PING_BODY, 0, PING_BODY.length));
  }
}
