package dev.nnebench.wire.crypto;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.nne.KeySchedule;
import java.util.Arrays;
import java.util.HexFormat;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Key renewal after a break/reset: client-to-server MACs 1 and 2, then MAC 3 after one renewal,
 * as ojdbc 23.26.4's own DataIntegrityAlgorithm computes them with the legacy schedule
 * (/work/shared/docs/nne-vectors.txt: Z[i] = 7i+3, server IV f0..ff, P = 40 bytes 'A'..).
 */
class DataChannelRenewTest {
  private static final HexFormat HEX = HexFormat.of();

  @ParameterizedTest(name = "{0}")
  @CsvSource({
      "SHA1, 13f022f82f570eb5c5953b7352df60004c8b0672, 4e2709708c615ff699756fe1d1a2286f5d030765,"
          + " 7c1f751c169388fefbfdee313bcd7db8c6f7ee72",
      "SHA256, ad54400f20da0239668f004b7aa7a5d7c35b063d54a68a7bd5788b30a28eb013,"
          + " b177b62de119d956959a849dbafdd09908d902480638df4e8af98b325c4d5eb9,"
          + " ef12c8951871cad3810146a0ce7b96814489ee493ddfa5572cf4f704fa507b8c",
      "SHA512, 59a337909deafed6153b69a02100666a647e25f87c0d6688467fa75cc22809e1493134432a2d6cb8"
          + "fe135949f581bf76b59249ba0ea30e351f4d6324fc48b9e4, 8696194b3adcbd96f8c097c400d302aa5d82"
          + "c2141f9914cf580056953e10cdfdd3ea50a00d0f63fe5e3fef95e7d6012e437a88f37747f4eb982cb1114"
          + "22f98cb, fd3cffd81d1820546b81af018acc2eb95a843ffcbe35294f8c7bf79c4a65e2d6d2ededcce0ffe6"
          + "de15eb59fcac118c048ba56103ac456d2311859cbedd3d698d"})
  void renewalShouldMatchTheDriversMacs(ChecksumType sum, String mac1, String mac2,
      String mac3) {
    DataChannel client = DataChannel.createClientSide(EncryptionType.NONE, sum, secret(),
        iv(), KeySchedule.LEGACY);
    assertEquals(mac1, mac(client, sum));
    assertEquals(mac2, mac(client, sum));
    client.renew();
    assertEquals(mac3, mac(client, sum));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"SHA256", "SHA1"})
  void bothEndsShouldAgreeAfterRenewingTogether(ChecksumType sum) {
    DataChannel server = DataChannel.create(EncryptionType.AES256, sum, secret(), iv(), KeySchedule.LEGACY);
    DataChannel client = DataChannel.createClientSide(EncryptionType.AES256, sum, secret(),
        iv(), KeySchedule.LEGACY);
    byte[] p = payload();
    roundTrip(client, server, p);
    server.renew();
    client.renew();
    roundTrip(client, server, p);
    roundTrip(server, client, p);
  }

  private static void roundTrip(DataChannel from, DataChannel to, byte[] p) {
    byte[] body = new byte[from.sealedLength(p.length)];
    from.seal(p, 0, p.length, body, 0);
    assertEquals(HEX.formatHex(p), HEX.formatHex(to.open(body, 0, body.length)));
  }

  private static String mac(DataChannel channel, ChecksumType sum) {
    byte[] p = payload();
    byte[] body = new byte[channel.sealedLength(p.length)];
    channel.seal(p, 0, p.length, body, 0);
    return HEX.formatHex(Arrays.copyOfRange(body, p.length, p.length + sum.macLength()));
  }

  private static byte[] secret() {
    byte[] z = new byte[256];
    for (int i = 0; i < z.length; i++) {
      z[i] = (byte) (7 * i + 3);
    }
    return z;
  }

  private static byte[] iv() {
    byte[] iv = new byte[16];
    for (int i = 0; i < iv.length; i++) {
      iv[i] = (byte) (0xf0 + i);
    }
    return iv;
  }

  private static byte[] payload() {
    byte[] p = new byte[40];
    for (int i = 0; i < p.length; i++) {
      p[i] = (byte) (0x41 + i % 26);
    }
    return p;
  }
}
