package dev.nnebench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nnebench.scenario.Scenario;
import dev.nnebench.target.Target;
import dev.nnebench.target.TargetKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class TargetFilterTest {
  /** A target that, like the loopback double, cannot do 3DES. */
  private static final Target NO_3DES = new Target() {
    @Override
    public TargetKind kind() {
      return TargetKind.URL;
    }

    @Override
    public String url() {
      return "jdbc:oracle:thin:@//127.0.0.1:1/X";
    }

    @Override
    public String user() {
      return "bench";
    }

    @Override
    public String password() {
      return "bench";
    }

    @Override
    public String description() {
      return "no-3DES";
    }

    @Override
    public Optional<String> refusal(Scenario scenario) {
      return scenario.encryption().legacy() ? Optional.of("no 3DES here") : Optional.empty();
    }

    @Override
    public void close() {}
  };

  private static Map<String, List<String>> set(String... encryptions) {
    return Map.of("driver", List.of("19"), "jce", List.of("true"),
        "encryption", List.of(encryptions), "checksum", List.of("SHA256", "MD5"),
        "fetchSize", List.of("10"), "shape", List.of("tiny"), "read", List.of("getString"));
  }

  @Test
  void refusedValuesAreDroppedAndReported() {
    List<String> skipped = new ArrayList<>();

    var kept = TargetFilter.apply(List.of(set("NONE", "3DES168", "AES256")), NO_3DES,
        skipped::add);

    assertEquals(List.of("NONE", "AES256"), kept.get(0).get("encryption"));
    assertEquals(List.of("SHA256", "MD5"), kept.get(0).get("checksum"));
    assertEquals(List.of("encryption 3DES168: no 3DES here"), skipped);
  }

  @Test
  void aSetWithNothingLeftIsDropped() {
    assertEquals(List.of(), TargetFilter.apply(List.of(set("3DES168")), NO_3DES, s -> { }));
  }
}
