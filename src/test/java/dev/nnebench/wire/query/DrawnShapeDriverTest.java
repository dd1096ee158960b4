package dev.nnebench.wire.query;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.scenario.Shapes;
import dev.nnebench.shape.Shape;
import dev.nnebench.wire.RealDrivers;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Real drivers fetch every drawn shape exactly from the double: each cell's text and the digest.
 * A codes shape's skewed status column repeats the previous row now and then, so the double sends
 * some of its rows with a bit vector and the driver must fill those cells from the row before;
 * NULLs break the runs too.
 */
class DrawnShapeDriverTest {
  @RegisterExtension static final QueryServer SERVER = new QueryServer();

  static Stream<Arguments> cases() {
    List<String> shapes = List.of("rows=300,cols=3,width=300,values=text",
        "rows=2000,cols=6,width=30,nulls=10,types=varchar2/varchar2/varchar2/varchar2/"
            + "number(12,2)/raw,values=codes",
        "rows=100,cols=2,width=2000,types=raw/varchar2,values=random",
        "rows=300,cols=3,width=300,repeat=2,values=repetitive");
    List<Arguments> cases = new ArrayList<>();
    for (DriverVersion driver : List.of(DriverVersion.values()[0],
        DriverVersion.values()[DriverVersion.values().length - 1])) {
      for (String shape : shapes) {
        cases.add(Arguments.of(driver, shape, null));
        cases.add(Arguments.of(driver, shape, "AES256"));
      }
    }
    return cases.stream();
  }

  @ParameterizedTest(name = "{0} {1} {2}")
  @MethodSource("cases")
  void shouldDeliverDrawnValuesExactly(DriverVersion driver, String spec, String encryption)
      throws SQLException {
    Shape shape = Shapes.parse(spec);
    try (Connection c = RealDrivers.FETCH.connect(driver, SERVER.port(),
        RealDrivers.nne(encryption, encryption == null ? null : "SHA256"))) {
      TypedShapeDriverTest.assertValues(c, shape, 500, false, driver + " " + spec);
    }
  }
}
