package dev.nnebench.wire.crypto;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.nne.KeySchedule;
import java.util.Arrays;
import java.util.HexFormat;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Both key schedules pinned with the outputs of ojdbc 23.26's own NNE classes
 * ({@link KeyScheduleVectors}): AES key and IV, the integrity generators in both directions, their
 * renewal after a marker and the re-seed after the authentication key fold-in; MD5 with the
 * vectors of 19.29 (it keeps the legacy seeding in both schedules).
 */
class KeyScheduleTest {
  private static final KeyScheduleVectors V = KeyScheduleVectors.load();
  private static final byte[] Z = V.sharedSecret;
  private static final byte[] IV = V.serverIv;
  private static final HexFormat HEX = HexFormat.of();
  private static final byte[] P = payload();
  /** The fold-in vectors' combo key: K[i] = 0x11 * ((i mod 15) + 1). */
  private static final byte[] COMBO = combo();

  @ParameterizedTest(name = "{0} {1}")
  @CsvSource({"LEGACY, AES128", "LEGACY, AES192", "LEGACY, AES256",
      "UPDATED, AES128", "UPDATED, AES192", "UPDATED, AES256"})
  void encryptionShouldMatchTheDriverAndRestartEveryPacket(KeySchedule s, EncryptionType enc) {
    DataChannel client = DataChannel.createClientSide(enc, ChecksumType.NONE, Z, IV, s);
    DataChannel server = DataChannel.create(enc, ChecksumType.NONE, Z, IV, s);
    byte[] expected = V.get(s, enc.driverName(), "pkt1");
    for (int packet = 0; packet < 2; packet++) {
      byte[] body = seal(client, P);
      assertArrayEquals(expected, Arrays.copyOf(body, body.length - 1), s + " " + enc);
      assertArrayEquals(P, server.open(body, 0, body.length));
    }
  }

  @ParameterizedTest(name = "{0} {1}")
  @CsvSource({"LEGACY, SHA1", "LEGACY, SHA256", "LEGACY, SHA384", "LEGACY, SHA512",
      "UPDATED, SHA1", "UPDATED, SHA256", "UPDATED, SHA384", "UPDATED, SHA512"})
  void macsShouldMatchTheDriverThroughRenewalAndFoldIn(KeySchedule s, ChecksumType sum) {
    String name = sum.driverName();
    DataChannel client = DataChannel.createClientSide(EncryptionType.NONE, sum, Z, IV, s);
    DataChannel server = DataChannel.create(EncryptionType.NONE, sum, Z, IV, s);
    assertArrayEquals(V.get(s, name, "mac1"), clientMac(client, server, sum));
    assertArrayEquals(V.get(s, name, "mac2"), clientMac(client, server, sum));
    client.renew();
    server.renew();
    assertArrayEquals(V.get(s, name, "mac3"), clientMac(client, server, sum));
    assertArrayEquals(V.get(s, name, "s2c1"), mac(seal(
        DataChannel.create(EncryptionType.NONE, sum, Z, IV, s), P), sum));
    byte[] folded = FoldIn.secret(s, Z, COMBO);
    DataChannel afterLogin = DataChannel.createClientSide(EncryptionType.NONE, sum, folded,
        IV, s);
    assertArrayEquals(V.get(s, name, "mac4"), mac(seal(afterLogin, P), sum));
  }

  @ParameterizedTest
  @EnumSource(KeySchedule.class)
  void md5ShouldKeepTheLegacySeedingInBothSchedules(KeySchedule s) {
    ChecksumType md5 = ChecksumType.MD5;
    DataChannel client = DataChannel.createClientSide(EncryptionType.NONE, md5, Z, IV, s);
    DataChannel server = DataChannel.create(EncryptionType.NONE, md5, Z, IV, s);
    assertEquals("8ff2c09afe4fc461e263b3a31e3960ea", HEX.formatHex(clientMac(client, server, md5)));
    assertEquals("8e1918e890c630176615baa4f08dc797", HEX.formatHex(clientMac(client, server, md5)));
    client.renew();
    server.renew();
    assertEquals("d0e24aaff4b65ed8b36846627935a0a0", HEX.formatHex(clientMac(client, server, md5)));
    DataChannel fresh = DataChannel.create(EncryptionType.NONE, md5, Z, IV, s);
    assertEquals("5caff32c8a591a8895c0a3b92b0d3993", HEX.formatHex(mac(seal(fresh, P), md5)));
  }

  @org.junit.jupiter.api.Test
  void firstUpdatedPacketShouldMatchTheDriverWhole() {
    DataChannel client = DataChannel.createClientSide(EncryptionType.AES256,
        ChecksumType.SHA256, Z, IV, KeySchedule.UPDATED);
    assertEquals("fcac4b3854295e0360be224b08c53d39d9e377dd953862f1d842776555a17fff185b4577284788"
        + "de6067f095a1e3f259fb01cb10f1142b71f32415d59c8c3cd24d84c2d604fc160eadc8706427688a4e0900",
        HEX.formatHex(seal(client, P)));
  }

  /** Seals P on the client, checks the server opens it, returns its MAC. */
  private static byte[] clientMac(DataChannel client, DataChannel server, ChecksumType sum) {
    byte[] body = seal(client, P);
    assertArrayEquals(P, server.open(body, 0, body.length));
    return mac(body, sum);
  }

  /** The MAC of a checksum-only body: payload || MAC || fold-in byte. */
  private static byte[] mac(byte[] body, ChecksumType sum) {
    return Arrays.copyOfRange(body, P.length, P.length + sum.macLength());
  }

  private static byte[] seal(DataChannel channel, byte[] payload) {
    byte[] out = new byte[channel.sealedLength(payload.length)];
    assertEquals(out.length, channel.seal(payload, 0, payload.length, out, 0));
    return out;
  }

  private static byte[] payload() {
    byte[] p = new byte[40];
    for (int i = 0; i < p.length; i++) {
      p[i] = (byte) (0x41 + i % 26);
    }
    return p;
  }

  private static byte[] combo() {
    byte[] k = new byte[32];
    for (int i = 0; i < k.length; i++) {
      k[i] = (byte) (0x11 * (i % 15 + 1));
    }
    return k;
  }
}
