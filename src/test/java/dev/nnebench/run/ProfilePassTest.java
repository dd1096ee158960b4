package dev.nnebench.run;

import dev.nnebench.results.LegName;
import dev.nnebench.cell.ParamSet;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nnebench.results.Trial;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The profile pass fetches every distinct fetch cell of the main legs once, unpaired, and each
 * measured row is given its own cell's and its counterpart's flame graph.
 */
class ProfilePassTest {
  private static final String FETCH = "^\\Qdev.nnebench.bench.fetch.FetchThroughput.fetch\\E$";

  @Test
  void everyCellOnceBothSidesOfEachPairUnpairedNoControls() {
    Map<String, List<String>> params = new LinkedHashMap<>();
    params.put("driver", List.of("19"));
    params.put("jce", List.of("false", "true"));
    params.put("counterpart", List.of("jce=true"));
    List<Leg> legs = List.of(Leg.main(List.of(FETCH), ParamSet.parse(params)),
        Leg.aesOff(List.of(FETCH), ParamSet.parse(params)),
        Leg.main(List.of("CipherThroughput"), ParamSet.EMPTY));

    List<Leg> profiled = ProfilePass.legs(legs, dev.nnebench.profile.ProfileMode.CPU);

    assertEquals(List.of(ParamSet.parse(Map.of("driver", List.of("19"), "jce", List.of("false"),
        "counterpart", List.of("none"))), ParamSet.parse(Map.of("driver", List.of("19"), "jce",
        List.of("true"), "counterpart", List.of("none")))),
        profiled.stream().map(Leg::params).toList());
    assertEquals(LegName.PROFILE_CPU, profiled.get(0).name());
  }

  @Test
  void aMeasuredRowNamesTheFlameGraphsOfItsTwoSidesRelativeToTheRun() {
    Trial measured = row("main", "false", "jce=true");
    Trial own = row("profile-cpu", "false", "none").with("negotiated.profile.html",
        "/runs/r1/trials/01-profile-cpu/a.html").with("negotiated.profile.top", "driver crypto");
    Trial peer = row("profile-cpu", "true", "none").with("negotiated.profile.html",
        "/runs/r1/trials/02-profile-cpu/b.html");

    Trial out = ProfileColumns.attach(List.of(measured), List.of(own, peer), Path.of("/runs/r1"))
        .get(0);

    assertEquals("trials/01-profile-cpu/a.html", out.get("profile.html"));
    assertEquals("driver crypto", out.get("profile.top"));
    assertEquals("trials/02-profile-cpu/b.html", out.get("peer.profile.html"));
  }

  private static Trial row(String leg, String jce, String counterpart) {
    return new Trial(Map.of(Trial.LEG, leg, Trial.BENCHMARK, "FetchThroughput.fetch",
        "param.driver", "19", "param.jce", jce, "param.counterpart", counterpart));
  }
}
