package dev.nnebench.wire.crypto;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.nne.KeySchedule;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class DataChannelTest {
  private static final DataChannelVectors GOLDEN = DataChannelVectors.load();
  private static final byte[] Z = GOLDEN.sharedSecret;
  private static final byte[] IV = GOLDEN.iv;
  private final Random random = new Random(42);

  @Test
  void shouldSealAndOpenExactlyLikeTheIndependentModel() {
    Map<String, DataChannel[]> channels = new HashMap<>();
    for (DataChannelVectors.Vector v : GOLDEN.vectors) {
      DataChannel[] pair = channels.computeIfAbsent(v.enc() + "/" + v.sum() + v.clientToServer(),
          k -> pair(v.enc(), v.sum()));
      DataChannel sender = v.clientToServer() ? pair[1] : pair[0];
      DataChannel receiver = v.clientToServer() ? pair[0] : pair[1];
      String label = v.enc() + "/" + v.sum() + " c2s=" + v.clientToServer() + " #" + v.index();
      assertArrayEquals(v.body(), seal(sender, v.payload()), label);
      assertArrayEquals(v.payload(), receiver.open(v.body(), 0, v.body().length), label);
    }
    assertEquals(72, GOLDEN.vectors.size());
  }

  @Test
  void shouldRoundTripEveryCombinationAndLengthBothWays() {
    for (EncryptionType enc : EncryptionType.values()) {
      for (ChecksumType sum : ChecksumType.values()) {
        DataChannel[] pair = pair(enc, sum);
        for (int len = 0; len <= 2 * PacketCipher.BLOCK + 1; len++) {
          byte[] payload = randomBytes(len);
          byte[] toClient = seal(pair[0], payload);
          assertEquals(pair[0].sealedLength(len), toClient.length);
          assertArrayEquals(payload, pair[1].open(toClient, 0, toClient.length), enc + "/" + sum);
          byte[] toServer = seal(pair[1], payload);
          assertArrayEquals(payload, pair[0].open(toServer, 0, toServer.length), enc + "/" + sum);
        }
      }
    }
  }

  @Test
  void shouldPadToTheBlockAndCountPadPlusOne() {
    DataChannel server = DataChannel.create(EncryptionType.AES256, ChecksumType.SHA256,
        Z, IV, KeySchedule.LEGACY);
    for (int len = 0; len <= PacketCipher.BLOCK; len++) {
      byte[] body = seal(server, new byte[len]);
      int expectedPad = (PacketCipher.BLOCK - (len + 32) % PacketCipher.BLOCK) % PacketCipher.BLOCK;
      assertEquals(0, (body.length - 2) % PacketCipher.BLOCK);
      assertEquals(expectedPad + 1, body[body.length - 2], "len " + len);
      assertEquals(0, body[body.length - 1]);
    }
  }

  @Test
  void shouldRestartCipherPerPacketButChainTheMac() {
    byte[] payload = randomBytes(40);
    DataChannel noMac = DataChannel.create(EncryptionType.AES128, ChecksumType.NONE,
        Z, IV, KeySchedule.LEGACY);
    assertArrayEquals(seal(noMac, payload), seal(noMac, payload));
    DataChannel[] pair = pair(EncryptionType.AES128, ChecksumType.SHA256);
    byte[] first = seal(pair[0], payload);
    byte[] second = seal(pair[0], payload);
    assertFalse(Arrays.equals(first, second));
    assertArrayEquals(payload, pair[1].open(first, 0, first.length));
    assertThrows(IntegrityException.class, () -> pair[1].open(first, 0, first.length),
        "a replayed packet must fail: the MAC state has moved on");
  }

  @Test
  void shouldDetectAnyFlippedByteWhenChecksummed() {
    for (EncryptionType enc : List.of(EncryptionType.NONE, EncryptionType.AES192)) {
      for (ChecksumType sum : List.of(ChecksumType.SHA1, ChecksumType.SHA384)) {
        byte[] body = seal(pair(enc, sum)[0], randomBytes(50));
        for (int i = 0; i < body.length - 2; i++) {
          byte[] tampered = body.clone();
          tampered[i] ^= 0x01;
          DataChannel client = pair(enc, sum)[1];
          assertThrows(IntegrityException.class, () -> client.open(tampered, 0, tampered.length),
              enc + "/" + sum + " byte " + i);
        }
      }
    }
  }

  @Test
  void shouldRejectImpossiblePadding() {
    DataChannel[] pair = pair(EncryptionType.AES256, ChecksumType.NONE);
    byte[] body = seal(pair[0], randomBytes(20));
    for (int bad : new int[] {0, PacketCipher.BLOCK + 2, 0xFF}) {
      body[body.length - 2] = (byte) bad;
      IntegrityException e = assertThrows(IntegrityException.class,
          () -> pair[1].open(body, 0, body.length));
      assertTrue(e.getMessage().startsWith("impossible pad count"), e.getMessage());
    }
    assertThrows(IntegrityException.class, () -> pair[1].open(body, 0, body.length - 1));
  }

  @Test
  void shouldReportTheLargestPayloadThatFits() {
    for (EncryptionType enc : EncryptionType.values()) {
      for (ChecksumType sum : ChecksumType.values()) {
        DataChannel channel = pair(enc, sum)[0];
        for (int body = 100; body <= 8192; body += 37) {
          int max = channel.maxPayload(body);
          assertTrue(channel.sealedLength(max) <= body, enc + "/" + sum + " " + body);
          assertTrue(channel.sealedLength(max + 1) > body, enc + "/" + sum + " " + body);
        }
      }
    }
    DataChannel sha512 = pair(EncryptionType.AES256, ChecksumType.SHA512)[0];
    assertThrows(IllegalArgumentException.class, () -> sha512.maxPayload(60));
  }

  @Test
  void shouldRefuseShortKeyMaterial() {
    assertThrows(IllegalArgumentException.class, () -> DataChannel.create(
        EncryptionType.AES256, ChecksumType.NONE, new byte[16], IV,
        KeySchedule.LEGACY));
    assertThrows(IllegalArgumentException.class, () -> DataChannel.create(
        EncryptionType.NONE, ChecksumType.SHA256, Z, new byte[8],
        KeySchedule.LEGACY));
  }

  @Test
  void shouldSealAtAnOffsetWithoutTouchingNeighbours() {
    DataChannel[] pair = pair(EncryptionType.AES256, ChecksumType.SHA256);
    byte[] in = randomBytes(100);
    byte[] out = new byte[300];
    Arrays.fill(out, (byte) 0x77);
    int n = pair[0].seal(in, 10, 80, out, 7);
    assertEquals(0x77, out[6]);
    assertEquals(0x77, out[7 + n]);
    assertArrayEquals(Arrays.copyOfRange(in, 10, 90), pair[1].open(out, 7, n));
  }

  /*
   * wire-query streams ~1 GB through seal(): it must not allocate per packet. The smallest array
   * is 16 bytes, so one allocation per seal would show as >= 16 bytes a seal; the bound leaves room
   * for the JVM's sporadic one-off allocations while code gets compiled.
   */
  @Test
  void shouldSealWithoutAllocatingPerPacket() {
    com.sun.management.ThreadMXBean threads =
        (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
    for (ChecksumType sum : List.of(ChecksumType.SHA512, ChecksumType.MD5)) {
      DataChannel channel = pair(EncryptionType.AES256, sum)[0];
      byte[] in = randomBytes(1001);
      byte[] out = new byte[channel.sealedLength(in.length)];
      int seals = 20_000;
      long before = threads.getCurrentThreadAllocatedBytes();
      for (int i = 0; i < seals; i++) {
        channel.seal(in, 0, in.length, out, 0);
      }
      long perSeal = (threads.getCurrentThreadAllocatedBytes() - before) / seals;
      assertTrue(perSeal < 8, sum + ": " + perSeal + " bytes allocated per seal");
    }
  }

  /** [server view, client view] of one connection. */
  private static DataChannel[] pair(EncryptionType enc, ChecksumType sum) {
    return new DataChannel[] {DataChannel.create(enc, sum, Z, IV, KeySchedule.LEGACY),
        DataChannel.createClientSide(enc, sum, Z, IV, KeySchedule.LEGACY)};
  }

  private static byte[] seal(DataChannel channel, byte[] payload) {
    byte[] out = new byte[channel.sealedLength(payload.length)];
    assertEquals(out.length, channel.seal(payload, 0, payload.length, out, 0));
    return out;
  }

  private byte[] randomBytes(int length) {
    byte[] bytes = new byte[length];
    random.nextBytes(bytes);
    return bytes;
  }
}
