package dev.nnebench.wire.server;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.List;

/**
 * Cuts a recorded session into seeds for each decoder's fuzz test, in the input layout that
 * test documents, under the directory Jazzer reads: {@code <package>/<Class>Inputs/<method>/}.
 */
final class SeedCorpus {
  private static final int FUNCTION = 3;
  private static final int AUTH_PHASE_ONE = 0x76;
  private static final int AUTH_PHASE_TWO = 0x73;

  private SeedCorpus() {}

  static void write(String name, List<byte[]> packets) throws IOException {
    byte[] connect = packets.get(0);
    seed("tns/PacketReaderFuzzTestInputs/packets", name + "-connect", concat(new byte[] {0}, connect));
    ByteArrayOutputStream rest = new ByteArrayOutputStream();
    rest.write(1);
    packets.subList(1, packets.size()).forEach(rest::writeBytes);
    seed("tns/PacketReaderFuzzTestInputs/packets", name + "-session", rest.toByteArray());
    seed("tns/ConnectPacketFuzzTestInputs/descriptor", name, Arrays.copyOfRange(connect, 8,
        connect.length));
    List<byte[]> bodies = RecordedSessions.dataBodies(packets);
    for (int i = 0; i < bodies.size(); i++) {
      if (bodies.get(i).length > 4 && (bodies.get(i)[0] & 0xff) == 0xde) {
        seed("ano/AnoCodecFuzzTestInputs/ano", name + "-" + i, bodies.get(i));
      }
    }
    if (name.endsWith("plain")) {
      ttcSeeds(name, bodies);
    }
    compressedSeeds(name, packets);
  }

  /* The bodies of DATA packets flagged compressed, each after a 2-byte length, in order. */
  private static void compressedSeeds(String name, List<byte[]> packets) throws IOException {
    ByteArrayOutputStream bodies = new ByteArrayOutputStream();
    for (byte[] p : packets) {
      if (p.length > 10 && p[4] == 6 && (p[8] & 0x04) != 0) {
        bodies.write((p.length - 10) >> 8);
        bodies.write(p.length - 10);
        bodies.write(p, 10, p.length - 10);
      }
    }
    if (bodies.size() > 0) {
      seed("session/channel/PacketCompressionFuzzTestInputs/payloads", name,
          bodies.toByteArray());
    }
  }

  /* Only a session without NNE shows its TTC in the clear. */
  private static void ttcSeeds(String name, List<byte[]> bodies) throws IOException {
    int one = indexOfCall(bodies, AUTH_PHASE_ONE);
    int two = indexOfCall(bodies, AUTH_PHASE_TWO);
    byte[] phaseOne = Arrays.copyOfRange(bodies.get(one), 3, bodies.get(one).length);
    byte[] phaseTwo = Arrays.copyOfRange(bodies.get(two), 3, bodies.get(two).length);
    seed("session/login/LoginFuzzTestInputs/login", name, concat(concat(new byte[] {0,
        (byte) (phaseOne.length >> 8), (byte) phaseOne.length}, phaseOne), phaseTwo));
    ByteArrayOutputStream calls = new ByteArrayOutputStream();
    for (byte[] call : bodies.subList(two + 1, bodies.size())) {
      calls.write(call.length >> 8);
      calls.write(call.length);
      calls.writeBytes(call);
    }
    seed("query/QueryServiceFuzzTestInputs/calls", name, calls.toByteArray());
  }

  private static int indexOfCall(List<byte[]> bodies, int code) {
    for (int i = 0; i < bodies.size(); i++) {
      byte[] b = bodies.get(i);
      if (b.length > 3 && b[0] == FUNCTION && (b[1] & 0xff) == code) {
        return i;
      }
    }
    throw new IllegalStateException("no call " + code + " in the recorded session");
  }

  private static void seed(String dir, String name, byte[] content) throws IOException {
    Files.write(SessionRecorderTest.dir(dir).resolve(name), content);
  }

  private static byte[] concat(byte[] a, byte[] b) {
    byte[] c = Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, c, a.length, b.length);
    return c;
  }
}
