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
  void aSlowFetchIsSweptOnTheRowsOfAboutTwoSeconds() {
    // the case: 34,208 rows in 20.8 s at fetch size 10 behind 5 ms
    PartOfResult part = PartOfResult.of(profile(34_208, 20_826, Optional.empty()));

    assertEquals(3_285, part.rows());
    assertTrue(part.partial());
    assertEquals(34_208 / 3_285.0, part.scale(), 1e-9);
    assertEquals("measured on the first 3,285 of 34,208 rows per fetch, scaled to the whole"
        + " result", part.describe());
  }

  @Test
  void aQuickFetchASmallOneAndABoundedOneAreSweptWhole() {
    assertFalse(PartOfResult.of(profile(34_208, 1_500, Optional.empty())).partial());
    assertFalse(PartOfResult.of(profile(800, 60_000, Optional.empty())).partial());
    assertFalse(PartOfResult.of(profile(34_208, 60_000, Optional.of("--max-seconds 60")))
        .partial());
    assertEquals(1_000, PartOfResult.of(profile(100_000, 600_000, Optional.empty())).rows(),
        "never under 1,000 rows");
  }
}
