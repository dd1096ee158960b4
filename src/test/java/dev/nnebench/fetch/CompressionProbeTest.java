package dev.nnebench.fetch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.scenario.ReadStyle;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.scenario.Shapes;
import dev.nnebench.target.NetCompression;
import dev.nnebench.target.Target;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The loopback double as bench starts it serves compression to a driver that asks: the probe
 * counts fewer bytes from the server for compressible rows and about as many for random ones,
 * and under NNE encryption (compressed after it seals) hardly fewer; a session that did not get
 * what it asked is refused.
 */
class CompressionProbeTest {
  @RegisterExtension
  static final LoopbackDouble LOOPBACK = new LoopbackDouble();

  private static CompressionProbe.Bytes probe(String shape, EncryptionType encryption)
      throws Exception {
    Scenario s = Scenario.of(DriverVersion.V23, true, encryption,
        encryption == EncryptionType.NONE ? ChecksumType.NONE : ChecksumType.SHA256, 500,
        Shapes.parse(shape), ReadStyle.GET_STRING);
    return CompressionProbe.measure(s, NetCompression.HIGH.on(LOOPBACK.target(), 1024),
        LOOPBACK.target());
  }

  @Test
  void repetitiveRowsCrossInAFractionOfTheirBytes() throws Exception {
    CompressionProbe.Bytes b = probe("rows=2000,cols=8,width=300,values=repetitive",
        EncryptionType.NONE);
    assertEquals(2000, b.rows());
    assertTrue(b.wireBytes() * 4 < b.rawBytes(), b.toString());
  }

  @Test
  void randomBytesCrossAsTheyAre() throws Exception {
    CompressionProbe.Bytes b = probe("rows=500,cols=2,width=2000,types=raw,values=random",
        EncryptionType.NONE);
    assertTrue(b.wireBytes() * 100 > b.rawBytes() * 97, b.toString());
  }

  @Test
  void underNneEncryptionTextHardlyShrinks() throws Exception {
    CompressionProbe.Bytes b = probe("rows=2000,cols=8,width=300,values=text",
        EncryptionType.AES256);
    assertTrue(b.wireBytes() * 10 > b.rawBytes() * 9, b.toString());
  }

  @Test
  void theDriverSaysWhatItNegotiatedAndAMismatchIsRefused() throws Exception {
    Scenario s = Scenario.of(DriverVersion.V23, true, EncryptionType.NONE, ChecksumType.NONE,
        500, Shapes.parse("tiny"), ReadStyle.GET_STRING);
    Target compressed = NetCompression.HIGH.on(LOOPBACK.target(), 1024);
    try (Session on = Connector.open(s, compressed); Session off = Connector.open(s,
        LOOPBACK.target())) {
      assertEquals("on", CompressionProbe.require(on.connection(), NetCompression.HIGH));
      assertEquals("off", CompressionProbe.require(off.connection(), NetCompression.OFF));
      NnebenchException e = assertThrows(NnebenchException.class,
          () -> CompressionProbe.require(off.connection(), NetCompression.HIGH));
      assertTrue(e.getMessage().contains("SQLNET.COMPRESSION=on"), e.getMessage());
    }
  }
}
