package dev.nnebench.wire.ano;

import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * A client's ANO packet (the DATA body after its flags): decoding fails only with an
 * {@link AnoFormatException}; what the server reads from a decoded packet (the offers, the
 * Diffie-Hellman value) never fails otherwise. Seeds: ANO packets of recorded driver sessions.
 */
class AnoCodecFuzzTest {
  @FuzzTest
  void ano(byte[] body) {
    if (!AnoPacket.isAno(body, 0, body.length)) {
      return;
    }
    try {
      AnoPacket packet = AnoCodec.decode(body, 0, body.length);
      AnoRequest request = AnoRequest.of(packet);
      request.encryption().level();
      request.integrity().algorithms();
      AnoRequest.clientPublicValue(packet);
    } catch (AnoFormatException expected) {
      // costs the connection, as it should
    }
  }
}
