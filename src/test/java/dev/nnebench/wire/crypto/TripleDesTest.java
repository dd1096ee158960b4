package dev.nnebench.wire.crypto;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.nne.KeySchedule;
import java.util.Arrays;
import java.util.HexFormat;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * 3DES pinned with the outputs of ojdbc 19.29's own classes (identical in 18.15 and 21.24, with
 * and without JCE, in both key schedules; nne-3des.md): the constant IV, the one CBC register
 * both directions share, the direction latch (the server produces ciphertext with 3DES-Decrypt),
 * the renewal after a marker (which flips it), the fold-in, and whole bodies with a MAC.
 */
class TripleDesTest {
  private static final HexFormat HEX = HexFormat.of();
  private static final KeyScheduleVectors V = KeyScheduleVectors.load();
  private static final byte[] Z = V.sharedSecret;
  private static final byte[] IV = V.serverIv;
  private static final byte[] P = letters(0x41, 40);
  private static final byte[] Q = letters(0x61, 40);
  private static final EncryptionType DES112 = EncryptionType.TDES112;
  private static final EncryptionType DES168 = EncryptionType.TDES168;

  /** C1, C2, S2C(Q), next C2S(P), after fold-in, renewed S2C(Q), renewed C2S(P). */
  private static final String[][] PACKETS = {
      {"5a7edb2cc2d1a28c6d0322629da8d4d4f4a4271e14cc5068ee72afad2b0203d78c9b1ef927c9ad1901",
       "e31b4d9e267e861227409a86f6309d54482f44c280158f2b3703ff675842da1a7d1d5a311ddfcf6c01",
       "7ca994b72ef47f319de6e1d09f62f48d3548c298867066bdec3a15c9471d1287e90d7e38a4bef13901",
       "89156d74ca937a6c56951d12f266f7c91dea3a20ffaabd1406ebe875198807afe94da6f53e11b3e901",
       "bd32dfd3f08b30f941a4fac3e9b67d019ba586648ba415139b221ecbc130f5c5262d85154c76c78401",
       "c38dae3a17628e3eb39cd5cf77916bb5a3f8813b16f32a7837bbcae04cee8b5ed462d638b0704eec01",
       "8b994bbb579ddc9c0c4e843e820d782b24d6b31ccbbec57fbaa34877f2778f54a65319f9aa33627301"},
      {"019f722fbc3d78c90b6da37799ad13d73435102df3d217f7faab3ee281e0592f90f5c3dd809fd93b01",
       "c71d51f60947dff6a3e09866d6464c1c4109469a334923c6a568ba7b8bb83d157891271715bb86d201",
       "41ba2f7ea91c5cea911cca728b6a8c81ef02c6715dbb78afe016a28b0ea75a2060f37425b253d34101",
       "1419597e89641e97d4a24f958caaf0953ab6fa51c8dc8219c74aa8cb481f8d24bd6cc40e60e3de8e01",
       "4d0bc829f86ad14a5f2351b98b950b4f7c62f7eac915b050944634be45cfb5c3b5331d09498026f201",
       "b062589dee1a90e3b8cf4edbb59a71b13a75428dff1527c3fb3f7a32fd1fb2b8f1c54bb95e1f628601",
       "feec52e847a4c72dac49a4be8c080da1fbc238ab154b5b794f1604084cde944c3746971b1acf8d3901"}};

  @ParameterizedTest(name = "{0} {1}")
  @CsvSource({"TDES112, LEGACY", "TDES112, UPDATED", "TDES168, LEGACY",
      "TDES168, UPDATED"})
  void shouldChainAcrossPacketsAndDirectionsLikeTheDriver(EncryptionType enc,
      KeySchedule s) {
    String[] expected = PACKETS[enc == DES112 ? 0 : 1];
    DataChannel client = channel(enc, s, false, Z);
    assertEquals(expected[0], sent(client, P));
    assertEquals(expected[1], sent(client, P), "the second packet chains from the first");

    client = channel(enc, s, false, Z);
    DataChannel server = channel(enc, s, true, Z);
    assertEquals(expected[0], exchange(client, server, P));
    assertEquals(expected[2], exchange(server, client, Q), "the server's reply, 3DES-Decrypt");
    assertEquals(expected[3], exchange(client, server, P), "chained from the server's block");

    client.renew();
    server.renew();
    assertEquals(expected[5], exchange(server, client, Q), "renewed: the server sends first");
    assertEquals(expected[6], exchange(client, server, P), "renewed: latches flipped");
  }

  @ParameterizedTest
  @EnumSource(KeySchedule.class)
  void foldInShouldRekeyFromTheFoldedSecret(KeySchedule s) {
    byte[] combo = new byte[32];
    for (int i = 0; i < combo.length; i++) {
      combo[i] = (byte) (0x11 * (i % 15 + 1));
    }
    for (EncryptionType enc : new EncryptionType[] {DES112, DES168}) {
      DataChannel client = channel(enc, s, false, FoldIn.secret(s, Z, combo));
      DataChannel server = channel(enc, s, true, FoldIn.secret(s, Z, combo));
      assertEquals(PACKETS[enc == DES112 ? 0 : 1][4], exchange(client, server, P), enc.name());
    }
  }

  @org.junit.jupiter.api.Test
  void shouldPadToEightBytesAndCountPadPlusOne() {
    byte[] p45 = letters(0x41, 45);
    DataChannel client = channel(DES168, KeySchedule.UPDATED, false, Z);
    assertEquals("019f722fbc3d78c90b6da37799ad13d73435102df3d217f7faab3ee281e0592f90f5c3dd809fd9"
        + "3ba2e9e142602178c304", sent(client, p45));
  }

  @ParameterizedTest(name = "{0}/{1} {2}")
  @CsvSource({
      "TDES112, MD5, UPDATED, 5a7edb2cc2d1a28c6d0322629da8d4d4f4a4271e14cc5068ee72afad2b0203"
          + "d78c9b1ef927c9ad19068dc7ea803a99a2597a05f0f5b541790100",
      "TDES168, SHA1, UPDATED, 019f722fbc3d78c90b6da37799ad13d73435102df3d217f7faab3ee281e0"
          + "592f90f5c3dd809fd93b16f350c2462acecdd44208d276ba403b38a71223e39d9c910500",
      "TDES168, SHA256, LEGACY, 019f722fbc3d78c90b6da37799ad13d73435102df3d217f7faab3ee281e"
          + "0592f90f5c3dd809fd93bbe03128ea9e614e8d1d677be53887d1ce48b1e4d0f8105d5e2fee4200a99aa7b0100",
      "TDES112, SHA256, UPDATED, 5a7edb2cc2d1a28c6d0322629da8d4d4f4a4271e14cc5068ee72afad2b"
          + "0203d78c9b1ef927c9ad19920453f60bf996534075c90164c118ed1a8f94e90d96701a7aab46b0ecd0fba00100"})
  void firstBodyWithAMacShouldMatchTheDriverWhole(EncryptionType enc, ChecksumType sum,
      KeySchedule s, String body) {
    DataChannel client = DataChannel.createClientSide(enc, sum, Z, IV, s);
    DataChannel server = DataChannel.create(enc, sum, Z, IV, s);
    byte[] sealed = seal(client, P);
    assertEquals(body, HEX.formatHex(sealed));
    assertArrayEquals(P, server.open(sealed, 0, sealed.length));
  }

  /**
   * Bodies of many blocks, checked against the JCE's DESede/CBC, which NNE's chain is whenever
   * the latched function is the one CBC expects: sealing latched to Encrypt (the server sealing
   * first), opening latched to Decrypt (the server opening first), each from the register.
   */
  @ParameterizedTest
  @EnumSource(value = EncryptionType.class, names = {"TDES112", "TDES168"})
  void longBodiesShouldChainAsStandardCbcFromTheRegister(EncryptionType enc) throws Exception {
    byte[] key = Arrays.copyOf(Z, 24);
    if (enc == DES112) {
      System.arraycopy(Z, 0, key, 16, 8);
    }
    byte[] iv = HEX.parseHex("0123456789abcdef");
    byte[] first = letters(0x30, 8_000);
    byte[] second = letters(0x41, 4_096);
    DataChannel sealing = channel(enc, KeySchedule.UPDATED, true, Z);
    byte[] c1 = seal(sealing, first);
    byte[] c2 = seal(sealing, second);
    Cipher cbc = Cipher.getInstance("DESede/CBC/NoPadding");
    cbc.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "DESede"), new IvParameterSpec(iv));
    assertArrayEquals(cbc.update(first), Arrays.copyOf(c1, first.length));
    assertArrayEquals(cbc.update(second), Arrays.copyOf(c2, second.length),
        "the second body chains from the first body's last block");

    DataChannel opening = channel(enc, KeySchedule.UPDATED, true, Z);
    cbc.init(Cipher.DECRYPT_MODE, new SecretKeySpec(key, "DESede"), new IvParameterSpec(iv));
    byte[] body = Arrays.copyOf(c1, first.length + 2);
    body[first.length] = 1; // no padding
    assertArrayEquals(cbc.update(c1, 0, first.length), opening.open(body, 0, body.length));
  }

  private static DataChannel channel(EncryptionType enc, KeySchedule s, boolean server,
      byte[] secret) {
    return server ? DataChannel.create(enc, ChecksumType.NONE, secret, IV, s)
        : DataChannel.createClientSide(enc, ChecksumType.NONE, secret, IV, s);
  }

  /** Seals on one end, opens on the other, returns the ciphertext and trailer in hex. */
  private static String exchange(DataChannel from, DataChannel to, byte[] payload) {
    byte[] body = seal(from, payload);
    assertArrayEquals(payload, to.open(body, 0, body.length));
    return HEX.formatHex(Arrays.copyOf(body, body.length - 1));
  }

  /** The ciphertext and trailer of a sealed body (its fold-in flag left off). */
  private static String sent(DataChannel from, byte[] payload) {
    byte[] body = seal(from, payload);
    return HEX.formatHex(Arrays.copyOf(body, body.length - 1));
  }

  private static byte[] seal(DataChannel channel, byte[] payload) {
    byte[] out = new byte[channel.sealedLength(payload.length)];
    assertEquals(out.length, channel.seal(payload, 0, payload.length, out, 0));
    return out;
  }

  private static byte[] letters(int first, int length) {
    byte[] p = new byte[length];
    for (int i = 0; i < length; i++) {
      p[i] = (byte) (first + i % 26);
    }
    return p;
  }
}
