package dev.nnebench.run;

import dev.nnebench.cell.Cell;
import dev.nnebench.cell.ParamSet;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SharedParamsTest {
  @Test
  void aParameterWithOneValueInEveryLegIsSharedAndOneThatVariesAnywhereIsNot() {
    List<Leg> legs = List.of(
        Leg.main(List.of("Fetch"), ParamSet.parse(Map.of("shape", List.of("small"), "driver", List.of("23")))),
        Leg.main(List.of("Fetch"), ParamSet.parse(Map.of("shape", List.of("small"), "driver", List.of("19")))),
        Leg.aesOff(List.of("Cipher"), ParamSet.parse(Map.of("bytes", List.of("8192")))));

    Cell shared = SharedParams.of(legs);

    assertEquals(Cell.parse(Map.of("shape", "small", "bytes", "8192")), shared);
    assertEquals("fixed in this run: bytes=8192, shape=small", SharedParams.line(shared));
    assertEquals("", SharedParams.line(Cell.EMPTY));
  }
}
