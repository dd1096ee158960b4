package dev.nnebench.profile;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The flame graph pages: every frame drawn with its share, names escaped, a diff coloured. */
class FlameGraphHtmlTest {
  @Test
  void aFlameGraphDrawsEveryFrameWithItsShareColouredByComponent() {
    String html = FlameGraphHtml.of("cell <1>", Stacks.parse(
        "run;oracle/net/aso/a.i 3\nrun;List<String>.get 1"));

    assertTrue(html.contains("<title>cell &lt;1&gt;</title>"), html);
    assertTrue(html.contains("<title>oracle/net/aso/a.i: 75 % of the samples</title>"), html);
    assertTrue(html.contains("fill=\"#e45756\""), html); // driver crypto
    assertTrue(html.contains("List&lt;String&gt;.get: 25 %"), html);
  }

  @Test
  void aDifferentialFlameGraphIsRedWhereTheFirstSpendsMoreAndBlueWhereTheSecondDoes() {
    String html = FlameGraphHtml.diff("in force vs JCE",
        Stacks.parse("run;oracle/net/aso/a.i 9\nrun;decode 1"),
        Stacks.parse("run;javax/crypto/Cipher.update 1\nrun;decode 1"), "in force", "JCE");

    assertTrue(html.contains("<title>oracle/net/aso/a.i: 90 % first, 0 % second</title>"
        + "<rect x=\"0.0\""), html);
    assertTrue(html.contains("fill=\"rgb(255,30,30)\""), html); // gone in the second: deep red
    assertTrue(html.contains("<title>javax/crypto/Cipher.update: 0 % first, 50 % second</title>"),
        html);
    assertTrue(html.contains("fill=\"rgb(30,30,255)\""), html); // new in the second: deep blue
  }
}
