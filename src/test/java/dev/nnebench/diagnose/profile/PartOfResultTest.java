package dev.nnebench.diagnose.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.diagnose.query.ResultProfile;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A slow fetch is swept on its first rows, enough for about two seconds, scaled back. */
class PartOfResultTest {
  private static WireProfile profile(long rows, long millis, Optional<String> stoppedBy) {
    return new WireProfile(new ResultProfile(rows, List.of(), stoppedBy, ""), Optional.empty(),
        "", ServerTime.none(""), millis * 1_000_000, 0);
  }

  @Test
  void aSlowFetchIsSweptOnTheRowsOfAboutHalfASecond() {
    // the case: 34,208 rows in 20.8 s at fetch size 10 behind 5 ms
    PartOfResult part = PartOfResult.of(profile(34_208, 20_826, Optional.empty()));

    assertEquals(1_000, part.rows()); // 821 rows take half a second: never under 1,000
    assertTrue(part.partial());
    assertEquals(34_208 / 1_000.0, part.scale(), 1e-9);
    assertEquals("measured on the first 1,000 of 34,208 rows per fetch, scaled to the whole"
        + " result", part.describe());
  }

  @Test
  void aQuickFetchASmallOneAndABoundedOneAreSweptWhole() {
    assertFalse(PartOfResult.of(profile(34_208, 450, Optional.empty())).partial());
    assertEquals(10_085, PartOfResult.of(profile(34_208, 1_696, Optional.empty())).rows(),
        "the wide shape on loopback, profiled cold");
    assertFalse(PartOfResult.of(profile(800, 60_000, Optional.empty())).partial());
    assertFalse(PartOfResult.of(profile(34_208, 60_000, Optional.of("--max-seconds 60")))
        .partial());
    assertEquals(1_000, PartOfResult.of(profile(100_000, 600_000, Optional.empty())).rows(),
        "never under 1,000 rows");
  }
}
