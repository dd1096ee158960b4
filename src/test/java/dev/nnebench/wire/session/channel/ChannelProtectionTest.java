package dev.nnebench.wire.session.channel;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.nne.KeySchedule;
import dev.nnebench.wire.crypto.DataChannel;
import dev.nnebench.wire.crypto.IntegrityException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/*
 * The drivers do not check the trailer byte of what the server sends, so no real-driver test can
 * notice a wrong one; these pin it to what ojdbc itself sends (NneKeysTest's capture).
 */
class ChannelProtectionTest {
  private static final byte[] PAYLOAD = "some TTC bytes".getBytes(StandardCharsets.US_ASCII);

  private static DataChannel channel() {
    return DataChannel.create(EncryptionType.AES256, ChecksumType.SHA256,
        NneKeysTest.Z, NneKeysTest.IV, KeySchedule.LEGACY);
  }

  private static byte[] seal(Protection p) {
    byte[] out = new byte[p.sealedLength(PAYLOAD.length)];
    int n = p.seal(PAYLOAD, 0, PAYLOAD.length, out, 0);
    return Arrays.copyOf(out, n);
  }

  @Test
  void afterTheFoldInTheTrailerIsOneAsInTheDriversOwnPacket() {
    byte[] driverBody = NneKeysTest.PING_BODY;
    assertEquals(1, driverBody[driverBody.length - 1]);

    byte[] body = seal(new ChannelProtection(channel(), true));

    assertEquals(1, body[body.length - 1]);
  }

  @Test
  void beforeTheFoldInTheTrailerIsZero() {
    byte[] body = seal(new ChannelProtection(channel(), false));

    assertEquals(0, body[body.length - 1]);
  }

  @Test
  void onlyTheTrailerDiffersFromTheChannelsOwnSeal() {
    byte[] plain = seal(new ChannelProtection(channel(), false));
    byte[] folded = seal(new ChannelProtection(channel(), true));

    assertArrayEquals(Arrays.copyOf(plain, plain.length - 1),
        Arrays.copyOf(folded, folded.length - 1));
  }

  @Test
  void renewShouldMoveTheServerInStepWithARenewedClient() throws Exception {
    for (EncryptionType enc : new EncryptionType[] {EncryptionType.AES256,
        EncryptionType.TDES168}) {
      Protection server = new ChannelProtection(DataChannel.create(enc, ChecksumType.SHA256,
          NneKeysTest.Z, NneKeysTest.IV, KeySchedule.UPDATED), false);
      DataChannel client = DataChannel.createClientSide(enc, ChecksumType.SHA256,
          NneKeysTest.Z, NneKeysTest.IV, KeySchedule.UPDATED);
      byte[] first = seal(server);
      assertArrayEquals(PAYLOAD, client.open(first, 0, first.length));
      DataChannel stale = DataChannel.createClientSide(enc, ChecksumType.SHA256,
          NneKeysTest.Z, NneKeysTest.IV, KeySchedule.UPDATED);
      stale.open(first, 0, first.length);

      server.renew();
      client.renew();
      byte[] second = seal(server);

      assertArrayEquals(PAYLOAD, client.open(second, 0, second.length), enc.name());
      assertThrows(IntegrityException.class, () -> stale.open(second, 0, second.length),
          enc + ": a client that did not renew must not verify it");
    }
  }
}
