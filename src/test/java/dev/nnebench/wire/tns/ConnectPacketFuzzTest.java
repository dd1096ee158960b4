package dev.nnebench.wire.tns;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;

/**
 * A client's CONNECT payload, descriptor included: parsing fails only with a
 * {@link TnsFormatException}, and reading the values the double acts on (service, program)
 * never fails. Seeds: the CONNECTs of recorded driver sessions.
 */
class ConnectPacketFuzzTest {
  @FuzzTest
  void descriptor(byte[] payload) {
    ConnectPacket connect;
    try {
      connect = ConnectPacket.parse(payload);
    } catch (TnsFormatException expected) {
      connect = new ConnectPacket(0, 0, 0, 0, 0, 0, null);
    }
    connect.serviceName();
    connect.descriptorValue("PROGRAM");
    // the descriptor may also come in the DATA packet after the CONNECT
    connect.withConnectData(new String(payload, StandardCharsets.US_ASCII)).serviceName();
  }
}
