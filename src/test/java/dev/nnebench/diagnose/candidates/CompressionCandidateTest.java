package dev.nnebench.diagnose.candidates;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** When the link makes compression worth a trial, and how the advice names what it needs. */
class CompressionCandidateTest {
  private static final RowSample TEXT = new RowSample(2000, 3_000_000, 3.0);

  @Test
  void aSlowLinkCarryingCompressibleRowsIsWorthATrial() {
    // 3 MB over 10 Mbit/s: 2.4 s of a 2.6 s fetch; 3x saves two thirds of it
    assertEquals(Optional.empty(), CompressionCandidate.worthATrial(3_000_000, 10_000_000,
        2_600_000_000L, TEXT));
  }

  @Test
  void aFastLinkLeavesTooLittleToSaveAndSaysSo() {
    // the same bytes over 10 Gbit/s: 2.4 ms of a 100 ms fetch
    String why = CompressionCandidate.worthATrial(3_000_000, 10_000_000_000L, 100_000_000L,
        TEXT).orElseThrow();
    assertTrue(why.startsWith("at most 2 % of the fetch to save") && why.contains("3.0x"), why);
  }

  @Test
  void rowsThatDoNotCompressAreNotWorthATrialOnAnyLink() {
    assertTrue(CompressionCandidate.worthATrial(3_000_000, 10_000_000, 2_600_000_000L,
        new RowSample(2000, 3_000_000, 1.02)).isPresent());
  }

  @Test
  void theAdviceNamesTheServerSettingsAndTheLicence() {
    String property = CompressionCandidate.HIGH.property();
    assertTrue(property.startsWith("oracle.net.networkCompression=on,"
        + " oracle.net.networkCompressionLevels=(high)"), property);
    assertTrue(property.contains("SQLNET.COMPRESSION=on")
        && property.contains("SQLNET.COMPRESSION_LEVELS=(high)")
        && property.contains("Advanced Compression Option licence"), property);
  }
}
