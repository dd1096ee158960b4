package dev.nnebench.diagnose.output;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.profile.Breakdown;
import dev.nnebench.profile.Stacks;
import org.junit.jupiter.api.Test;

/** diagnosis.json names the three flame graphs, the profiler and both profiles' components. */
class FlameGraphsJsonTest {
  private static final String READ = "Fetch.run;dev/nnebench/fetch/Tally.readRows;"
      + "oracle/jdbc/driver/T4CTTIrxd.unmarshal";

  @Test
  void bothProfilesComponentsAreListedWithTheirSharesBesideTheFiles() {
    Breakdown own = Breakdown.of(Stacks.parse(READ + ";oracle/net/aso/a.i 6\n"
        + READ + " 2\nFetch.run;dev/nnebench/fetch/Tally.readCell;"
        + "dev/nnebench/shape/RowDigest.add 2"));
    Breakdown jce = Breakdown.of(Stacks.parse(READ + ";javax/crypto/Cipher.doFinal 3\n"
        + READ + " 1"));

    String json = FlameGraphsJson.of(FlameGraphs.of(new FlameGraphs.Pair(
        "async-profiler 4.6, event cpu", "oracle.net.useJCEAPI=true", true, own, jce)));

    assertTrue(json.startsWith("{\"made\": true, \"inForce\": \"flame-in-force.html\","
        + " \"advice\": \"flame-advice.html\", \"diff\": \"flame-diff.html\", \"how\":"
        + " \"async-profiler 4.6, event cpu\", \"setting\": \"oracle.net.useJCEAPI=true\","
        + " \"advised\": true,"), json);
    assertTrue(json.contains("\"inForceComponents\": {\"samples\": 10, \"top\": \"driver"
        + " crypto\", \"shares\": [{\"component\": \"driver crypto\", \"share\": 0.750000,"
        + " \"topFrames\": [{\"frame\": \"oracle/net/aso/a.i\", \"share\": 0.750000}]},"
        + " {\"component\": \"driver decoding\", \"share\": 0.250000,"), json);
    assertTrue(json.contains("\"rowCheckShareOfAll\": 0.200000, \"rowCheckFrames\":"
        + " [{\"frame\": \"dev/nnebench/shape/RowDigest.add\", \"share\": 0.200000}]"), json);
    assertTrue(json.contains("\"adviceComponents\": {\"samples\": 4, \"top\": \"JDK crypto\","
        + " \"shares\": [{\"component\": \"JDK crypto\", \"share\": 0.750000,"), json);
    assertTrue(json.contains("\"sharesOf\": \"the fetching thread's CPU samples outside"
        + " nnebench's own row check\""), json);
  }

  @Test
  void flameGraphsNotMadeSayWhy() {
    assertEquals("{\"made\": false, \"notMade\": \"no candidate was measured\"}",
        FlameGraphsJson.of(FlameGraphs.notMade("no candidate was measured")));
  }
}
