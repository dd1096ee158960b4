package dev.nnebench.wire.crypto;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HexFormat;
import java.util.Random;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

/**
 * Our EDE block function against two references: the JCE's DESede, block for block in both
 * directions over random keys (3DES112's K3 = K1 included), and FIPS 46's worked example, which
 * EDE with three equal keys reduces to.
 */
class DesEdeTest {
  private static final HexFormat HEX = HexFormat.of();

  @Test
  void shouldEncryptAndDecryptEveryBlockAsTheJceDesEdeDoes() throws Exception {
    Random random = new Random(46);
    for (int trial = 0; trial < 300; trial++) {
      byte[] key = new byte[DesEde.KEY_LENGTH];
      random.nextBytes(key);
      if (trial % 3 == 0) {
        System.arraycopy(key, 0, key, 16, 8);
      }
      byte[] block = new byte[8];
      random.nextBytes(block);
      DesEde ede = DesEde.of(key, 0);
      long plain = DesEde.readLong(block, 0);
      assertEquals(jce(Cipher.ENCRYPT_MODE, key, block), DesEde.block(ede.encryptKeys(), plain),
          "encrypt, key " + HEX.formatHex(key));
      assertEquals(jce(Cipher.DECRYPT_MODE, key, block), DesEde.block(ede.decryptKeys(), plain),
          "decrypt, key " + HEX.formatHex(key));
    }
  }

  @Test
  void shouldReduceToSingleDesWithThreeEqualKeys() {
    byte[] k = HEX.parseHex("133457799bbcdff1");
    byte[] key = new byte[DesEde.KEY_LENGTH];
    for (int i = 0; i < 3; i++) {
      System.arraycopy(k, 0, key, 8 * i, 8);
    }
    DesEde ede = DesEde.of(key, 0);
    assertEquals(0x85E813540F0AB405L, DesEde.block(ede.encryptKeys(), 0x0123456789ABCDEFL));
    assertEquals(0x0123456789ABCDEFL, DesEde.block(ede.decryptKeys(), 0x85E813540F0AB405L));
  }

  @Test
  void finalPermutationShouldUndoTheInitialOne() {
    Random random = new Random(7);
    for (int i = 0; i < 100; i++) {
      long x = random.nextLong();
      assertEquals(x, DesEde.finalPermutation(DesEde.initialPermutation(x)));
    }
  }

  private static long jce(int mode, byte[] key, byte[] block) throws Exception {
    Cipher cipher = Cipher.getInstance("DESede/ECB/NoPadding");
    cipher.init(mode, new SecretKeySpec(key, "DESede"));
    return DesEde.readLong(cipher.doFinal(block), 0);
  }
}
